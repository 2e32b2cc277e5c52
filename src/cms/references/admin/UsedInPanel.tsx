'use client';

import { Button, toast, useConfig, useDocumentInfo } from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import { errorMessage } from '../../review/admin/reviewApi';

interface Usage {
  collection: string;
  id: number | string | null;
  title: string;
  adminUrl: string;
  published: boolean;
}

const PAGES = new Set(['articles', 'channels', 'jobPostings']);

/**
 * The sidebar's "Verwendet in": the pages (and the navigation) that link to, tease or show this
 * page or file, each a link to it. Deleting it, or taking a live page offline, while it is used is
 * refused by the CMS with their names; here it can be done anyway, after asking once more.
 */
export function UsedInPanel() {
  const { id, collectionSlug, hasPublishedDoc, hasPublishPermission, docPermissions } = useDocumentInfo();
  const { config } = useConfig();
  const router = useRouter();
  const [usages, setUsages] = useState<Usage[] | null>(null);
  const [busy, setBusy] = useState(false);
  const api = config.routes.api;

  useEffect(() => {
    if (id === undefined || id === null || !collectionSlug) return;
    let current = true;
    fetch(`${api}/verwendung/${collectionSlug}/${id}`, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<{ usages: Usage[] }>) : null))
      .then((body) => current && body && setUsages(body.usages))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, collectionSlug, id, hasPublishedDoc]);

  if (id === undefined || id === null || !collectionSlug || !usages) return null;
  const isPage = PAGES.has(collectionSlug);
  const names = usages.map((usage) => `„${usage.title}“`).join(', ');

  const anyway = async (action: 'delete' | 'unpublish') => {
    const question =
      action === 'delete'
        ? `Wirklich löschen? Diese Seiten verwenden es noch: ${names}. Dort liefen Links ins Leere.`
        : `Wirklich offline nehmen? Diese Seiten verlinken darauf: ${names}. Dort liefen Links ins Leere.`;
    if (!window.confirm(question)) return;
    setBusy(true);
    const response = await fetch(`${api}/${collectionSlug}/${id}?trotzdem=1&depth=0`, {
      method: action === 'delete' ? 'DELETE' : 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: action === 'delete' ? undefined : JSON.stringify({ _status: 'draft' }),
    }).catch(() => null);
    setBusy(false);
    if (!response?.ok) {
      toast.error(errorMessage(await response?.json().catch(() => null)));
      return;
    }
    if (action === 'delete') {
      toast.success('Gelöscht.');
      router.push(`${config.routes.admin}/collections/${collectionSlug}`);
    } else {
      toast.success('Offline genommen.');
      router.refresh();
    }
  };

  return (
    <section className="used-in" aria-labelledby="used-in-heading">
      <h3 id="used-in-heading" className="used-in__heading">
        Verwendet in
      </h3>
      {usages.length ? (
        <>
          <ul className="used-in__list">
            {usages.map((usage) => (
              <li key={`${usage.collection}-${usage.id ?? ''}`}>
                <a href={usage.adminUrl}>{usage.title}</a>
                {usage.published ? null : <span className="used-in__draft"> (Entwurf)</span>}
              </li>
            ))}
          </ul>
          {/* Folded: deleting or unpublishing what is used is the exception, asked once more when chosen. */}
          {(isPage && hasPublishedDoc && hasPublishPermission) || (docPermissions && 'delete' in docPermissions && docPermissions.delete) ? (
            <details className="used-in__anyway">
              <summary>{isPage ? 'Trotzdem offline nehmen oder löschen …' : 'Trotzdem löschen …'}</summary>
              <div className="used-in__actions">
                {isPage && hasPublishedDoc && hasPublishPermission ? (
                  <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => void anyway('unpublish')}>
                    Trotzdem offline nehmen
                  </Button>
                ) : null}
                {docPermissions && 'delete' in docPermissions && docPermissions.delete ? (
                  <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => void anyway('delete')}>
                    Trotzdem löschen
                  </Button>
                ) : null}
              </div>
            </details>
          ) : null}
        </>
      ) : (
        <p className="used-in__none">Keine Seite verweist hierauf.</p>
      )}
    </section>
  );
}
