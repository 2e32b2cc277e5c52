import type { ReactNode } from 'react';

import type { HeadlineTag, TextColor } from '../tokens';
import { textColorClass } from './Text';

const sizeByTag: Record<HeadlineTag, string> = {
  h1: 'text-3xl md:text-5xl font-bold tracking-tight',
  h2: 'text-2xl md:text-3xl font-bold',
  h3: 'text-xl md:text-2xl font-bold',
  h4: 'text-base md:text-xl font-bold',
  h5: 'text-base font-bold',
  h6: 'text-base font-bold uppercase tracking-wide',
};

export interface HeadlineProps {
  tag?: HeadlineTag;
  /** Looks like another level than it is, where the outline and the design differ. */
  look?: HeadlineTag;
  color?: TextColor;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A heading of level h1 to h6 (spec 5), styled by its level unless told to look like another. */
export function Headline({ tag: Tag = 'h2', look, color = 'darkgrey', id, className, children }: HeadlineProps) {
  const classes = ['leading-tight', sizeByTag[look ?? Tag], textColorClass[color], className];
  return (
    <Tag id={id} className={classes.filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}
