import { LinkChip } from '@/components/chip/LinkChip';
import { Headline } from '@/components/text/Headline';

import type { LinkChipsProps } from './schema';

/** Links as chips; with a heading they form a navigation named by it (a nameless one would repeat). */
export function LinkChips({ id, label, chips }: LinkChipsProps) {
  const headingId = label ? `links-${id ?? 'chips'}` : undefined;
  const list = (
    <ul className="flex flex-wrap gap-2">
      {chips.map(({ id: chipId, label: text, ...chip }, index) => (
        <li key={chipId ?? index}>
          <LinkChip {...chip}>{text}</LinkChip>
        </li>
      ))}
    </ul>
  );
  if (!label) return <div className="block-prose my-8">{list}</div>;
  return (
    <nav className="block-prose my-8" aria-labelledby={headingId}>
      <Headline tag="h2" look="h4" id={headingId} className="mb-3">
        {label}
      </Headline>
      {list}
    </nav>
  );
}
