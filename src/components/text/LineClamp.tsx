import type { CSSProperties, ReactNode } from 'react';

/** Spec 9: text is clamped to two lines unless told otherwise. */
export const DEFAULT_CLAMP_LINES = 2;

export interface LineClampProps {
  lines?: number;
  as?: 'p' | 'div' | 'span';
  className?: string;
  children: ReactNode;
}

/** Cuts text after a number of lines with an ellipsis; the full text stays in the document. */
export function LineClamp({ lines = DEFAULT_CLAMP_LINES, as: Tag = 'p', className, children }: LineClampProps) {
  const style: CSSProperties = { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden' };
  return (
    <Tag className={className} style={style}>
      {children}
    </Tag>
  );
}
