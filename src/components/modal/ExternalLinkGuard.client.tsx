'use client';

import { Suspense, lazy, useEffect, useState } from 'react';

import { buttonClasses } from '@/components/button/styles';
import { isInternalLink } from '@/lib/links/internal';

import { SKIP_EXTERNAL_MODAL } from './externalLinks';

// The dialog's code loads on the first click on an external link, not with every page.
const Modal = lazy(() => import('./Modal.client').then((module) => ({ default: module.Modal })));

interface Pending {
  href: string;
  host: string;
  newTab: boolean;
}

function externalTarget(event: MouseEvent): Pending | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.getAttribute(SKIP_EXTERNAL_MODAL) === 'off') return null;
  const href = anchor.getAttribute('href') ?? '';
  if (isInternalLink(href, window.location.host)) return null;
  try {
    return { href: anchor.href, host: new URL(anchor.href).host, newTab: anchor.target === '_blank' };
  } catch {
    return null;
  }
}

/**
 * Spec 4: a click on any link that is not internal (spec 5) first opens a modal telling the
 * visitor they are leaving the site; they continue or stay. One listener for the whole page,
 * so server-rendered links need no JavaScript of their own.
 */
export function ExternalLinkGuard() {
  const [pending, setPending] = useState<Pending | null>(null);
  // Once shown, the dialog stays mounted: closing it returns focus where it was.
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = externalTarget(event);
      if (!target) return;
      event.preventDefault();
      setUsed(true);
      setPending(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const close = () => setPending(null);
  const proceed = () => {
    if (!pending) return;
    setPending(null);
    // Leave the way the link itself would: no referrer, no opener, same or new tab.
    const link = document.createElement('a');
    link.href = pending.href;
    link.rel = 'noopener noreferrer';
    if (pending.newTab) link.target = '_blank';
    link.setAttribute(SKIP_EXTERNAL_MODAL, 'off');
    document.body.append(link);
    link.click();
    link.remove();
  };

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Modal
        open={pending !== null}
        onClose={close}
        title="Sie verlassen unsere Website"
        actions={
          <>
            <button type="button" className={buttonClasses(null, ['neutral'])} onClick={close}>
              Abbrechen
            </button>
            <button type="button" className={buttonClasses(null, [])} onClick={proceed}>
              Weiter
            </button>
          </>
        }
      >
        <p>
          Dieser Link führt zu <strong>{pending?.host}</strong>. Für die Inhalte anderer Websites sind wir nicht verantwortlich.
        </p>
      </Modal>
    </Suspense>
  );
}
