import { z } from 'zod';

import { optionalText } from '../rules';
import { priceData } from '../price';
import { buttonText, level, titleTag, userHasProduct, validFrom } from '../product';
import { productRules, productTeasersRules } from './rules';

const product = z
  .object({
    id: z.string().nullish(),
    title: productRules.title,
    titleTag,
    level,
    datePublished: validFrom,
    description: optionalText,
    price: priceData,
    productLink: productRules.productLink,
    buttonText,
    detailLink: productRules.detailLink,
    showSchutzbrief: z.boolean().nullish(),
    bestseller: z.boolean().nullish(),
    userHasProduct,
  })
  .transform(({ id, detailLink, showSchutzbrief, bestseller, ...rest }) => ({
    ...rest,
    id: id ?? null,
    detailLink: detailLink ?? undefined,
    showSchutzbrief: showSchutzbrief ?? false,
    bestseller: bestseller ?? false,
  }));

export const productTeasersSchema = z
  .object({
    __typename: z.literal('ProductTeasersBlock'),
    id: z.string().nullish(),
    headline: optionalText,
    products: productTeasersRules.products.pipe(z.array(product)),
  })
  .transform(({ headline, products }) => ({ headline, products }));

export type ProductTeasersProps = z.output<typeof productTeasersSchema>;
