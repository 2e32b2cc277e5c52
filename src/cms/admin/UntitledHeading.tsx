'use client';

import { useDocumentInfo, useDocumentTitle } from '@payloadcms/ui';
import { useEffect } from 'react';

/** What a page without a title is, by collection. */
const NEW_PAGE: Readonly<Record<string, string>> = {
  articles: 'Neuer Artikel',
  channels: 'Neue Rubrik',
  jobPostings: 'Neues Stellenangebot',
};

/**
 * A page begun with "Neu erstellen" is saved at once (autosave), and Payload then heads it (and
 * its breadcrumb) with its bare id, "17". Until the editor types a title it is headed with what
 * it is. Renders nothing itself: it sets the title Payload's heading shows.
 */
export function UntitledHeading() {
  const { id, collectionSlug } = useDocumentInfo();
  const { title, setDocumentTitle } = useDocumentTitle();
  const label = collectionSlug ? NEW_PAGE[collectionSlug] : undefined;

  useEffect(() => {
    // Payload falls back to the id whenever the title is empty; a typed title replaces both.
    if (!label || id === undefined || title !== String(id)) return;
    // After Payload's own effect, which sets the id again on each change of the document's data
    // (its provider is this component's parent, so its effect runs after this one).
    const timer = setTimeout(() => setDocumentTitle(label), 0);
    return () => clearTimeout(timer);
  }, [label, id, title, setDocumentTitle]);

  return null;
}
