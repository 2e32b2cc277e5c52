'use client';

import { Button, ExternalLinkIcon, useLivePreviewContext } from '@payloadcms/ui';

/**
 * Above a page's form: "Vorschau" in words, opening the page with its latest draft in a new tab.
 * Payload's own button is an icon only, while the form's help texts send editors to „Vorschau“.
 */
export function PreviewButton() {
  const { previewURL } = useLivePreviewContext();
  if (!previewURL) return null;
  return (
    <Button el="anchor" url={previewURL} newTab buttonStyle="secondary" size="small" margin={false} icon={<ExternalLinkIcon />} iconPosition="right" id="preview-button">
      Vorschau
    </Button>
  );
}
