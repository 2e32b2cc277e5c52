'use client';

import { useDocumentInfo, useFormFields } from '@payloadcms/ui';

/**
 * In a page's sidebar: a link to where the page is on the site (its public, published version).
 * Only once there is one: for a draft never published it led to "Seite nicht gefunden".
 */
export function PageLink() {
  const path = useFormFields(([fields]) => fields.path?.value);
  const { hasPublishedDoc } = useDocumentInfo();
  if (!hasPublishedDoc || typeof path !== 'string' || path === '') return null;
  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}>
      <a href={path} target="_blank" rel="noopener" style={{ fontWeight: 600 }}>
        Seite auf der Website öffnen ↗
      </a>
      <p className="field-description">Wie Besucher sie sehen (veröffentlicht). Den Entwurf zeigt „Vorschau“ oben.</p>
    </div>
  );
}
