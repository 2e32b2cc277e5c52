import type { ComponentProps, ReactNode } from 'react';

import { SiteLink } from '@/components/link/SiteLink';

import type { ButtonModifier, ButtonSize } from '../tokens';

const base =
  'inline-flex items-center justify-center gap-2 font-semibold transition focus-visible:outline-3 focus-visible:outline-offset-3 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const sizeClass: Record<ButtonSize | 'default', string> = {
  small: 'px-3 py-1.5 text-sm',
  default: 'px-5 py-2.5 text-base',
  large: 'px-7 py-3.5 text-lg',
};

// Colours pair a background with a text colour that keeps 4.5:1 contrast.
const colourClass: Partial<Record<ButtonModifier | 'default', string>> = {
  default: 'bg-brand text-white hover:bg-brand-dark',
  success: 'bg-success text-white hover:brightness-90',
  danger: 'bg-danger text-white hover:brightness-90',
  warning: 'bg-[#f2c14e] text-darkgrey hover:brightness-95',
  neutral: 'bg-surface text-darkgrey ring-1 ring-line hover:bg-line',
  info: 'bg-info text-white hover:brightness-90',
  link: 'bg-transparent px-0 text-brand underline underline-offset-4 hover:text-brand-dark',
  muted: 'bg-white text-brand ring-1 ring-brand hover:bg-brand-light',
  empty: 'bg-transparent text-darkgrey hover:bg-surface',
};

export function buttonClasses(size: ButtonSize | null = null, modifiers: readonly ButtonModifier[] = []): string {
  const colour = modifiers.map((modifier) => colourClass[modifier]).find(Boolean) ?? colourClass.default;
  const shape = modifiers.includes('round') ? 'rounded-full' : 'rounded-lg';
  return [base, sizeClass[size ?? 'default'], colour, shape].join(' ');
}

interface CommonProps {
  /** Spec 5: small or large, or null for the default size. */
  size?: ButtonSize | null;
  /** Spec 5: success, danger, warning, neutral, info, link, round, muted, empty (or null). Round combines with the others. */
  modifier?: ButtonModifier | readonly ButtonModifier[] | null;
  children: ReactNode;
}

type ButtonProps = CommonProps & Omit<ComponentProps<'button'>, 'children'> & { href?: undefined };
type LinkButtonProps = CommonProps & Omit<ComponentProps<'a'>, 'children' | 'href'> & { href: string };

function modifierList(modifier: CommonProps['modifier']): readonly ButtonModifier[] {
  if (!modifier) return [];
  return typeof modifier === 'string' ? [modifier] : modifier;
}

/** A button, or a link that looks like one when given `href`. */
export function Button(props: ButtonProps | LinkButtonProps) {
  const { size = null, modifier = null, children, className, ...rest } = props;
  const classes = [buttonClasses(size, modifierList(modifier)), className].filter(Boolean).join(' ');
  if (rest.href !== undefined) {
    const { href, ...anchor } = rest;
    return (
      <SiteLink href={href} className={classes} {...anchor}>
        {children}
      </SiteLink>
    );
  }
  const { href: _href, type = 'button', ...button } = rest;
  return (
    <button type={type} className={classes} {...button}>
      {children}
    </button>
  );
}
