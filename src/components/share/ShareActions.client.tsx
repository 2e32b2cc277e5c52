'use client';

import { useState, useSyncExternalStore } from 'react';

import { chipClasses } from '@/components/chip/styles';

const noSubscription = () => () => {};
const browserCanShare = () => typeof navigator.share === 'function';

/** Native sharing where the browser offers it, and copying the address. */
export function ShareActions({ url, title }: { url: string; title: string }) {
  // The server cannot know; the browser answers once hydrated.
  const canShare = useSyncExternalStore(noSubscription, browserCanShare, () => false);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Spec 8: copy failures are not handled beyond not claiming success.
      setCopied(false);
    }
  };

  return (
    <>
      {canShare ? (
        <li>
          <button type="button" className={chipClasses('default', false)} onClick={() => navigator.share({ url, title }).catch(() => {})}>
            Teilen …
          </button>
        </li>
      ) : null}
      <li>
        <button type="button" className={chipClasses('default', false)} onClick={copy}>
          {copied ? 'Link kopiert' : 'Link kopieren'}
        </button>
        <span className="sr-only" role="status">
          {copied ? 'Der Link wurde in die Zwischenablage kopiert.' : ''}
        </span>
      </li>
    </>
  );
}
