import type { ReactNode } from 'react';

import { SiteLink } from '@/components/link/SiteLink';
import { SKIP_EXTERNAL_MODAL } from '@/components/modal/externalLinks';

import { type ChipColor, chipClasses } from './styles';

export interface LinkChipProps {
  href: string;
  children: ReactNode;
  color?: ChipColor;
  muted?: boolean;
  /** A disabled link chip is an inert button (spec 4): visible, not operable. */
  disabled?: boolean;
  target?: '_self' | '_blank';
  /** Ask before leaving the site on an external link (spec 3: on by default). */
  showExternalModal?: boolean;
}

/** A chip that links somewhere. */
export function LinkChip({ href, children, color = 'default', muted = false, disabled = false, target, showExternalModal = true }: LinkChipProps) {
  const classes = chipClasses(color, muted);
  if (disabled) {
    return (
      <button type="button" disabled className={classes}>
        {children}
      </button>
    );
  }
  return (
    <SiteLink href={href} target={target} className={`${classes} hover:brightness-95`} {...(showExternalModal ? {} : { [SKIP_EXTERNAL_MODAL]: 'off' })}>
      {children}
    </SiteLink>
  );
}
