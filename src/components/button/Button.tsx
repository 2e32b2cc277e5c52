import type { ComponentProps, ReactNode } from 'react';

import { SiteLink } from '@/components/link/SiteLink';

import type { ButtonModifier, ButtonSize } from '../tokens';
import { buttonClasses } from './styles';

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
