import type { ReactNode } from 'react';

import type { NotificationState } from '../tokens';

const stateClass: Record<NotificationState, string> = {
  loading: 'text-darkgrey',
  success: 'text-success',
  error: 'text-danger',
};

export interface StateNotificationProps {
  /** Spec 5: loading, success, error, or null for nothing to say. */
  state: NotificationState | null;
  children?: ReactNode;
}

const defaultText: Record<NotificationState, string> = {
  loading: 'Inhalt wird geladen',
  success: 'Erledigt',
  error: 'Es ist ein Fehler aufgetreten.',
};

/** Tells what an action is doing: a live region, so screen readers hear each change. */
export function StateNotification({ state, children }: StateNotificationProps) {
  return (
    <div role={state === 'error' ? 'alert' : 'status'} aria-live={state === 'error' ? 'assertive' : 'polite'} className="min-h-6">
      {state ? (
        <p className={`flex items-center gap-2 text-base font-bold ${stateClass[state]}`}>
          {state === 'loading' ? (
            <span className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
          ) : (
            // shrink-0: a message of several lines squeezed the icon to a dot.
            <svg viewBox="0 0 24 24" className="size-5 shrink-0" aria-hidden="true">
              <path
                d={state === 'success' ? 'M5 12.5l4.5 4.5L19 7.5' : 'M6 6l12 12M18 6L6 18'}
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          )}
          {children ?? defaultText[state]}
        </p>
      ) : null}
    </div>
  );
}
