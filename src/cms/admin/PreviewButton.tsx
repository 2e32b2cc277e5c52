'use client';

import { Button, ExternalLinkIcon, useDocumentInfo, useLivePreviewContext, usePreferences } from '@payloadcms/ui';
import { useEffect } from 'react';

/** After Payload has stored its own preference for the change (it does so at once). */
const AFTER_PAYLOAD_MS = 1_000;

/**
 * Above a page's form: "Vorschau" in words, opening the page with its latest draft in a new tab.
 * Payload's own button is an icon only, while the form's help texts send editors to „Vorschau“.
 *
 * Payload also remembers an opened live preview and opens every later visit with it: an editor
 * who once looked then met a narrow form on each page. Opened, it stays for this visit; the
 * next visit starts with the form.
 */
export function PreviewButton() {
  const { previewURL, isLivePreviewing } = useLivePreviewContext();
  const { collectionSlug, globalSlug } = useDocumentInfo();
  const { setPreference } = usePreferences();

  useEffect(() => {
    if (!isLivePreviewing) return;
    const key = collectionSlug ? `collection-${collectionSlug}` : `global-${globalSlug}`;
    const timer = setTimeout(() => void setPreference(key, { editViewType: 'default' }, true), AFTER_PAYLOAD_MS);
    return () => clearTimeout(timer);
  }, [isLivePreviewing, collectionSlug, globalSlug, setPreference]);

  if (!previewURL) return null;
  return (
    <Button el="anchor" url={previewURL} newTab buttonStyle="secondary" size="small" margin={false} icon={<ExternalLinkIcon />} iconPosition="right" id="preview-button">
      Vorschau
    </Button>
  );
}
