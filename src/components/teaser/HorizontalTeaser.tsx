import { Button } from '@/components/button/Button';
import type { HeadlineTag } from '@/components/tokens';

export interface HorizontalTeaserProps {
  headline: string;
  description?: string | null;
  buttonText: string;
  buttonLink: string;
  headlineTag?: HeadlineTag;
}

/** A wide call to action (spec 3): text on the left, one button on the right (stacked on phones). */
export function HorizontalTeaser({ headline, description, buttonText, buttonLink, headlineTag: Headline = 'h2' }: HorizontalTeaserProps) {
  return (
    <section className="flex flex-col gap-5 rounded-xl bg-brand p-6 text-white md:flex-row md:items-center md:justify-between md:p-8">
      <div className="max-w-2xl">
        <Headline className="text-2xl font-bold">{headline}</Headline>
        {description ? <p className="mt-2 text-base text-white/90">{description}</p> : null}
      </div>
      <Button href={buttonLink} size="large" modifier={['muted', 'round']} className="shrink-0">
        {buttonText}
      </Button>
    </section>
  );
}
