import { RichText } from '@/components/rich-text/RichText';

import type { RichTextBlockProps } from './schema';

export function RichTextBlock({ content }: RichTextBlockProps) {
  return (
    <section className="block-prose">
      <RichText data={content} />
    </section>
  );
}
