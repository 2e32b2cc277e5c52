import { z } from 'zod';

import { optionalText } from '../rules';
import { priceData } from '../price';
import { buttonText, level, titleTag, userHasProduct, validFrom } from '../product';
import { membershipTeaserRules } from './rules';

export const membershipTeaserSchema = z
  .object({
    __typename: z.literal('MembershipTeaserBlock'),
    id: z.string().nullish(),
    title: membershipTeaserRules.title,
    titleTag,
    level,
    datePublished: validFrom,
    description: optionalText,
    price: priceData,
    productLink: membershipTeaserRules.productLink,
    buttonText,
    userHasProduct,
  })
  .transform(({ __typename: _typename, id: _id, ...props }) => props);

export type MembershipTeaserProps = z.output<typeof membershipTeaserSchema>;
