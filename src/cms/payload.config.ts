import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { de } from '@payloadcms/translations/languages/de';
import { buildConfig } from 'payload';
import sharp from 'sharp';

import { Articles } from './collections/Articles';
import { Channels } from './collections/Channels';
import { Documents } from './collections/Documents';
import { Videos } from './collections/Videos';
import { Media } from './collections/Media';
import { Redirects } from './collections/Redirects';
import { Users } from './collections/Users';
import { contentEditor } from './editor/lexical';
import { Navigation } from './globals/Navigation';
import { payloadSecret } from './secret';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(dirname, '../..');

export default buildConfig({
  admin: {
    user: Users.slug,
    // The built-in avatar: Gravatar would send editors' e-mail hashes to a third party.
    avatar: 'default',
    meta: { titleSuffix: ' – Mobilclub CMS' },
    importMap: { baseDir: path.resolve(root, 'src') },
  },
  i18n: { supportedLanguages: { de }, fallbackLanguage: 'de' },
  collections: [Channels, Articles, Media, Documents, Videos, Redirects, Users],
  globals: [Navigation],
  editor: contentEditor,
  secret: payloadSecret(),
  db: sqliteAdapter({
    client: { url: process.env.DATABASE_URL || `file:${path.resolve(root, '.data/cms.db')}` },
    migrationDir: path.resolve(dirname, 'migrations'),
    // The schema changes only through committed migrations, in development too.
    push: false,
  }),
  graphQL: { schemaOutputFile: path.resolve(root, 'schemas/cms.graphql') },
  typescript: { outputFile: path.resolve(dirname, 'generated/payload-types.ts'), autoGenerate: false },
  sharp,
  telemetry: false,
});
