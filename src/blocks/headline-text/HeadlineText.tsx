import { Headline } from '@/components/text/Headline';
import { Text } from '@/components/text/Text';

import type { HeadlineTextProps } from './schema';

const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center', justify: 'text-justify' } as const;

/** A heading and a short text in the spec's typography values (spec 5). */
export function HeadlineText({ headline, headlineTag, headlineColor, text, ...textStyle }: HeadlineTextProps) {
  return (
    <section className="block-prose my-10">
      {headline ? (
        <Headline tag={headlineTag} color={headlineColor} className={alignClass[textStyle.textAlign === 'justify' ? 'left' : textStyle.textAlign]}>
          {headline}
        </Headline>
      ) : null}
      {text ? (
        <Text
          color={textStyle.textColor}
          size={textStyle.textSize}
          weight={textStyle.textWeight}
          align={textStyle.textAlign}
          transform={textStyle.textTransform}
          className={`whitespace-pre-line ${headline ? 'mt-3' : ''}`}
        >
          {text}
        </Text>
      ) : null}
    </section>
  );
}
