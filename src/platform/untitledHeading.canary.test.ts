import { describe, expect, it } from 'vitest';

import { importInstalled, readInstalled, versionOf } from './canary';

type FormatDocTitle = (args: { collectionConfig: object; data: object; dateFormat: string; fallback?: string; i18n: object }) => string;

const PROVIDER = '@payloadcms/ui/dist/providers/DocumentTitle/index.js';

describe(`canary: the document title in @payloadcms/ui ${versionOf('@payloadcms/ui')} (src/cms/admin/UntitledHeading.tsx)`, () => {
  it('a document without a title is headed with its bare id', async () => {
    const { formatDocTitle } = await importInstalled<{ formatDocTitle: FormatDocTitle }>('@payloadcms/ui/dist/utilities/formatDocTitle/index.js');
    const collectionConfig = { admin: { useAsTitle: 'title' }, fields: [{ name: 'title', type: 'text' }] };
    const title = formatDocTitle({ collectionConfig, data: { id: 17, title: '' }, dateFormat: 'dd.MM.yyyy', fallback: '17', i18n: { t: (key: string) => key } });
    expect(title, 'Payload no longer heads an untitled document with its id: UntitledHeading (which replaces exactly the bare id) may go').toBe('17');
  });

  it('the title provider falls back to the id, sets the title again when the document’s data change, and lets its children set it', () => {
    const provider = readInstalled(PROVIDER);
    const message =
      `${PROVIDER} changed: UntitledHeading sets the title after the provider's own effect (which falls back to the id on each change of the data) ` +
      'through useDocumentTitle().setDocumentTitle. Check in the admin that a new article is still headed "Neuer Artikel" until it has a title.';
    expect(provider.match(/fallback: id\?\.toString\(\)/g)?.length ?? 0, message).toBe(2);
    expect(provider, message).toMatch(/useEffect\(\(\) => \{\s*setDocumentTitle\(formatDocTitle\(/);
    expect(provider, message).toMatch(/\}, \[data, [^\]]*\]\);/);
    expect(provider, message).toMatch(/value: \{\s*setDocumentTitle,\s*title\s*\}/);
  });
});
