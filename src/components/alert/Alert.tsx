import type { ReactNode } from 'react';

import type { AlertModifier } from '../tokens';
import { AlertCloseButton } from '@/components/islands.client';

const modifierClass: Record<AlertModifier, string> = {
  info: 'border-info bg-[#e8f0fa] text-darkgrey',
  success: 'border-success bg-[#e7f4ec] text-darkgrey',
  danger: 'border-danger bg-[#fbe9e8] text-darkgrey',
  warning: 'border-warning bg-[#fdf3dc] text-darkgrey',
};

const iconPath: Record<AlertModifier, string> = {
  info: 'M12 8v.01M11 12h1v5h1',
  success: 'M7 12.5l3 3 7-7',
  danger: 'M12 7v6m0 4v.01',
  warning: 'M12 7v6m0 4v.01',
};

const iconColour: Record<AlertModifier, string> = {
  info: 'text-info',
  success: 'text-success',
  danger: 'text-danger',
  warning: 'text-warning',
};

export interface AlertProps {
  modifier?: AlertModifier;
  title?: string;
  /** Shows a close button; the alert then disappears until the page is loaded again. */
  closeable?: boolean;
  children: ReactNode;
}

/**
 * A notice in one of the four spec modifiers. Danger and warning interrupt screen readers
 * (role alert); info and success wait their turn (role status).
 */
export function Alert({ modifier = 'info', title, closeable = false, children }: AlertProps) {
  const role = modifier === 'danger' || modifier === 'warning' ? 'alert' : 'status';
  const content = (
    // Room on the right for the close button (AlertCloseButton places it there), so the title never runs under it.
    <div role={role} className={`flex gap-3 rounded-lg border-l-4 p-4 ${closeable ? 'pr-12' : ''} ${modifierClass[modifier]}`}>
      <svg viewBox="0 0 24 24" className={`mt-0.5 size-5 shrink-0 ${iconColour[modifier]}`} aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d={iconPath[modifier]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className="min-w-0 flex-1 text-base">
        {title ? <p className="font-bold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
  return closeable ? <AlertCloseButton>{content}</AlertCloseButton> : content;
}
