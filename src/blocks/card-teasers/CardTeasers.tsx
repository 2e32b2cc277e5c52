import { CardTeaser } from '@/components/teaser/CardTeaser';
import { Headline } from '@/components/text/Headline';

import type { BlockContext } from '../types';
import type { CardTeasersProps } from './schema';

/** Cards editors write themselves, side by side: one column on phones, up to three from 1024 px. */
export function CardTeasers({ headline, cards }: CardTeasersProps, { priority }: BlockContext) {
  return (
    <section className="my-12">
      {headline ? (
        <Headline tag="h2" className="mb-6">
          {headline}
        </Headline>
      ) : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ id, ...card }, index) => (
          <li key={id ?? index}>
            <CardTeaser {...card} imageSizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw" priority={priority && index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
