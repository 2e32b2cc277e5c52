import type { ReactNode } from 'react';

import type { TextAlign, TextColor, TextSize, TextTransform, TextWeight } from '../tokens';

export const textColorClass: Record<TextColor, string> = {
  accent: 'text-accent',
  success: 'text-success',
  info: 'text-info',
  danger: 'text-danger',
  darkgrey: 'text-darkgrey',
  lightgrey: 'text-lightgrey',
};
const sizeClass: Record<TextSize, string> = {
  small: 'text-sm',
  large: 'text-lg',
  xlarge: 'text-xl',
  xxlarge: 'text-2xl',
};
// The spec's three weights; `bold` is the only 600 of the site (tailwind.config.ts).
const weightClass: Record<TextWeight, string> = { primary: 'font-normal', bold: 'font-semibold', bolder: 'font-bold' };
const alignClass: Record<TextAlign, string> = { left: 'text-left', right: 'text-right', center: 'text-center', justify: 'text-justify' };
const transformClass: Record<TextTransform, string> = { uppercase: 'uppercase', lowercase: 'lowercase', capitalize: 'capitalize' };

export interface TextProps {
  color?: TextColor;
  size?: TextSize;
  weight?: TextWeight;
  align?: TextAlign;
  transform?: TextTransform;
  as?: 'p' | 'span' | 'div';
  className?: string;
  children: ReactNode;
}

/** Body text in the spec's colours, sizes, weights, alignments and transforms. */
export function Text({ color = 'darkgrey', size, weight = 'primary', align, transform, as: Tag = 'p', className, children }: TextProps) {
  const classes = [
    textColorClass[color],
    size ? sizeClass[size] : 'text-base',
    weightClass[weight],
    align ? alignClass[align] : null,
    transform ? transformClass[transform] : null,
    className,
  ];
  return <Tag className={classes.filter(Boolean).join(' ')}>{children}</Tag>;
}
