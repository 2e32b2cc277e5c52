import { MembershipDetailTeaser } from '@/components/product/ProductTeaser';

import type { MembershipTeaserProps } from './schema';

/** The membership in detail (spec 3): like a product teaser, without detail link, Schutzbrief or bestseller label. */
export function MembershipTeaser({ description, ...props }: MembershipTeaserProps) {
  return (
    <section className="mx-auto my-12 max-w-md">
      <MembershipDetailTeaser {...props}>{description ? <p>{description}</p> : null}</MembershipDetailTeaser>
    </section>
  );
}
