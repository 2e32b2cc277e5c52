import { HorizontalTeaser } from '@/components/teaser/HorizontalTeaser';

import type { HorizontalTeaserProps } from './schema';

export function HorizontalTeaserBlock(props: HorizontalTeaserProps) {
  return (
    <div className="my-12">
      <HorizontalTeaser {...props} />
    </div>
  );
}
