import { Benefits } from '@/components/benefits/Benefits';
import { RichText } from '@/components/rich-text/RichText';
import { Headline } from '@/components/text/Headline';

import type { BenefitsProps } from './schema';

export function BenefitsBlock({ id, headline, items }: BenefitsProps) {
  const headingId = headline && id ? `vorteile-${id}` : undefined;
  return (
    <section className="block-prose my-10" aria-labelledby={headingId}>
      {headline ? (
        <Headline tag="h2" id={headingId} className="mb-4">
          {headline}
        </Headline>
      ) : null}
      <Benefits
        label={headline ?? 'Vorteile'}
        items={items.map((item) => ({ id: item.id, title: item.title, content: <RichText data={item.content} /> }))}
      />
    </section>
  );
}
