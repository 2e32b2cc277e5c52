import type { ReactNode } from 'react';

import { Button } from '@/components/button/Button';
import { SiteLink } from '@/components/link/SiteLink';
import { Price, type PriceProps } from '@/components/price/Price';
import { formatGermanDate } from '@/lib/dates';
import type { HeadlineTag } from '@/components/tokens';

import { type Level, VehicleIcons } from './vehicles';

/** Spec 9 and 4: the product teaser's fixed texts. */
export const PRODUCT_TEXTS = {
  intro: 'Für Leute die unterwegs sind mit',
  choose: 'Wählen',
  active: 'Schutz aktiv',
  bestseller: 'MEIST GEWÄHLT',
  more: 'Mehr erfahren »',
  schutzbrief: 'inklusive Schutzbrief',
} as const;

interface CommonProps {
  title: string;
  /** Spec 3: the heading level of the title, h2 unless told otherwise. */
  titleTag?: HeadlineTag;
  productLink: string;
  /** Spec 3: a visitor who already has the product sees "Schutz aktiv" instead of the button. */
  userHasProduct?: boolean;
  /** Spec 3: which ways of travelling it covers; CAR unless told otherwise. */
  level?: Level;
  price?: PriceProps;
  /** The button's text; "Wählen" unless told otherwise. */
  buttonText?: string;
  /** Since when price and benefits apply, shown as "Stand: …" under the price. */
  datePublished?: string | null;
  children?: ReactNode;
}

export interface ProductTeaserProps extends CommonProps {
  detailLink?: string;
  detailLinkText?: string;
  showSchutzbrief?: boolean;
  bestseller?: boolean;
}

function ValidFrom({ date }: { date: string | null | undefined }) {
  const validFrom = formatGermanDate(date);
  return validFrom ? <p className="text-sm text-lightgrey">Stand: {validFrom}</p> : null;
}

/** What the teaser ends with: the product's button, or the note that the visitor has it. */
function ProductAction({ userHasProduct, productLink, buttonText, title }: Pick<CommonProps, 'userHasProduct' | 'productLink' | 'buttonText' | 'title'>) {
  if (userHasProduct) {
    return (
      <p className="flex items-center justify-center gap-2 rounded-lg bg-[#e7f4ec] px-5 py-2.5 font-bold text-success">
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {PRODUCT_TEXTS.active}
      </p>
    );
  }
  return (
    <Button href={productLink} className="w-full" aria-label={`${buttonText ?? PRODUCT_TEXTS.choose}: ${title}`}>
      {buttonText ?? PRODUCT_TEXTS.choose}
    </Button>
  );
}

/** Title, the intro "Für Leute die unterwegs sind mit", the covered vehicles and the description. */
function ProductHead({ title, titleTag: Title, level, children }: { title: string; titleTag: HeadlineTag; level: Level; children?: ReactNode }) {
  return (
    <>
      <Title className="text-2xl font-bold text-darkgrey">{title}</Title>
      <p className="mt-3 text-sm text-lightgrey">{PRODUCT_TEXTS.intro}</p>
      <div className="mt-2">
        <VehicleIcons level={level} />
      </div>
      {children ? <div className="mt-4 text-base text-darkgrey">{children}</div> : null}
    </>
  );
}

function TeaserFrame({ highlight, children }: { highlight: boolean; children: ReactNode }) {
  return (
    <article className={`relative flex h-full flex-col rounded-xl border bg-white p-6 shadow-sm ${highlight ? 'border-2 border-accent' : 'border-line'}`}>
      {children}
    </article>
  );
}

/** A protection product (spec 3/4): title, covered vehicles, price, and "Wählen" or "Schutz aktiv". */
export function ProductTeaser({
  title,
  titleTag: Title = 'h2',
  productLink,
  detailLink,
  detailLinkText = PRODUCT_TEXTS.more,
  userHasProduct = false,
  level = 'CAR',
  showSchutzbrief = false,
  bestseller = false,
  price,
  buttonText,
  datePublished,
  children,
}: ProductTeaserProps) {
  return (
    <TeaserFrame highlight={bestseller}>
      {bestseller ? (
        <p className="absolute -top-3.5 left-6 rounded-full bg-accent px-3 py-1 text-sm font-bold tracking-wider text-white">{PRODUCT_TEXTS.bestseller}</p>
      ) : null}
      <ProductHead title={title} titleTag={Title} level={level}>
        {children}
      </ProductHead>
      {showSchutzbrief ? (
        <p className="mt-4 flex items-center gap-2 text-sm font-bold text-brand">
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          {PRODUCT_TEXTS.schutzbrief}
        </p>
      ) : null}
      <div className="mt-auto space-y-3 pt-6">
        {price ? <Price {...price} /> : null}
        <ValidFrom date={datePublished} />
        <ProductAction userHasProduct={userHasProduct} productLink={productLink} buttonText={buttonText} title={title} />
        {detailLink ? (
          <SiteLink href={detailLink} className="block text-center font-bold text-brand underline-offset-4 hover:underline">
            {detailLinkText}
          </SiteLink>
        ) : null}
      </div>
    </TeaserFrame>
  );
}

export type MembershipDetailTeaserProps = CommonProps;

/** The membership's own teaser: like the product teaser, without detail link, Schutzbrief and bestseller. */
export function MembershipDetailTeaser({
  title,
  titleTag: Title = 'h2',
  productLink,
  userHasProduct = false,
  level = 'CAR',
  price,
  buttonText,
  datePublished,
  children,
}: MembershipDetailTeaserProps) {
  return (
    <TeaserFrame highlight={false}>
      <ProductHead title={title} titleTag={Title} level={level}>
        {children}
      </ProductHead>
      <div className="mt-auto space-y-3 pt-6">
        {price ? <Price {...price} /> : null}
        <ValidFrom date={datePublished} />
        <ProductAction userHasProduct={userHasProduct} productLink={productLink} buttonText={buttonText} title={title} />
      </div>
    </TeaserFrame>
  );
}
