import { ProductTeaser } from '@/components/product/ProductTeaser';
import { Headline } from '@/components/text/Headline';

import type { ProductTeasersProps } from './schema';

const columns: Record<number, string> = { 1: 'md:grid-cols-1 max-w-md', 2: 'md:grid-cols-2 max-w-4xl', 3: 'md:grid-cols-3', 4: 'md:grid-cols-2 lg:grid-cols-4' };

/** Protection products side by side (spec 3, 4): "Wählen", or "Schutz aktiv" on pages for members who have it. */
export function ProductTeasers({ headline, products }: ProductTeasersProps) {
  return (
    <section className="my-12">
      {headline ? (
        <Headline tag="h2" className="mb-8 text-center">
          {headline}
        </Headline>
      ) : null}
      {/* Room above for the "MEIST GEWÄHLT" label, which sits on the card's edge. */}
      <ul className={`mx-auto grid gap-x-6 gap-y-10 pt-4 ${columns[products.length] ?? columns[3]}`}>
        {products.map(({ id, description, ...product }, index) => (
          <li key={id ?? index}>
            <ProductTeaser {...product}>{description ? <p>{description}</p> : null}</ProductTeaser>
          </li>
        ))}
      </ul>
    </section>
  );
}
