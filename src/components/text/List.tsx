import type { ReactNode } from 'react';

import type { ListTag, ListType } from '../tokens';

const typeClass: Record<ListType, string> = {
  simple: 'list-none pl-0',
  marker: 'list-disc pl-6 marker:text-accent',
  numeric: 'list-decimal pl-6 marker:font-bold marker:text-accent',
};

export interface ListProps {
  type?: ListType;
  /** Defaults to `ol` for numeric lists and `ul` otherwise. */
  tag?: ListTag;
  items: ReactNode[];
  className?: string;
}

/** A list (spec 5): simple, with markers or numbered; as ul or ol. */
export function List({ type = 'marker', tag, items, className }: ListProps) {
  const Tag = tag ?? (type === 'numeric' ? 'ol' : 'ul');
  return (
    <Tag className={['space-y-2 text-base text-darkgrey', typeClass[type], className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Tag>
  );
}
