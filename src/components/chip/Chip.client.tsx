'use client';

import type { ReactNode } from 'react';

import { type ChipColor, chipClasses } from './styles';

export interface ChipProps {
  children: ReactNode;
  color?: ChipColor;
  muted?: boolean;
  disabled?: boolean;
  /** Shows a remove icon; the chip then emits `onRemove` instead of `onClick` (spec 4). */
  showRemoveIcon?: boolean;
  onClick?: () => void;
  onRemove?: () => void;
  /** Names what the chip removes, for screen readers: "Filter Tirol entfernen". */
  removeLabel?: string;
}

/** A chip (spec 3/4): a small button that either acts (click) or removes itself (remove). */
export function Chip({ children, color = 'default', muted = false, disabled = false, showRemoveIcon = false, onClick, onRemove, removeLabel }: ChipProps) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={showRemoveIcon ? onRemove : onClick}
      aria-label={showRemoveIcon ? removeLabel : undefined}
      className={chipClasses(color, muted)}
    >
      {children}
      {showRemoveIcon ? (
        <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      ) : null}
    </button>
  );
}
