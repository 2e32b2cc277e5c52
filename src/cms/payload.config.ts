import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { de } from '@payloadcms/translations/languages/de';
import { buildConfig } from 'payload';
import sharp from 'sharp';

import { auditPlugin } from './audit/plugin';
import { Articles } from './collections/Articles';
import { Captions } from './collections/Captions';
import { Channels } from './collections/Channels';
import { Documents } from './collections/Documents';
import { JobAlertTokens, JobAlerts } from './collections/JobAlerts';
import { JobPostings } from './collections/JobPostings';
import { Videos } from './collections/Videos';
import { databaseAdapter } from './database';
import { Media } from './collections/Media';
import { Redirects } from './collections/Redirects';
import { Users } from './collections/Users';
import { LinkReport, checkLinksTask } from './references/nightly';
import { usagesEndpoint } from './references/usages';
import { reviewMailTask } from './review/mails';
import { ReviewRequests } from './review/ReviewRequests';
import { contentEditor } from './editor/lexical';
import { mailAdapter } from './email/mailAdapter';
import { Navigation } from './globals/Navigation';
import { QUERY_LIMITS, queryLimitRules } from './graphql/cost';
import { cmsOrigins } from './http/origins';
import { visitorFilterPlugin } from './http/visitorFilters';
import { jobAlertMutations, jobAlertQueries } from './jobAlerts/graphql';
import { eraseStaleAlertsTask, jobAlertMailsTask } from './jobAlerts/tasks';
import { payloadSecret } from './secret';
import { MAINTENANCE_QUEUE, expireAfterEveryTask, jobsIntervalSeconds, runsJobsHere } from './scheduling/jobs';
import { sitesSearchPlugin } from './search/collection';
import { SEARCH_QUEUE, reindexSearchTask, withRebuildInBackground } from './search/rebuild';
import { searchQueries } from './search/graphql';
import { channelArticlesQuery } from './graphql/channelArticles';
import { storagePlugins } from './storage';
import { previewHref } from '@/lib/preview/paths';
import { payloadLogger } from '@/ops/requests/payloadLogger';
import { describeRequiredFieldErrors } from './graphql/requiredFieldErrors';
import { formalGerman } from './i18n/formalGerman';

const dirname = path.dirname(fileURLToPath(import.meta.url));
/** Payload's cron for the queues looked at all the time: every JOBS_INTERVAL_SECONDS. */
const everyJobsInterval = `*/${jobsIntervalSeconds()} * * * * *`;
const root = path.resolve(dirname, '../..');

const origins = cmsOrigins();

export default buildConfig({
  // JSON lines in production, with the request's id (src/ops/requests/payloadLogger.ts).
  logger: payloadLogger(),
  // Absolute links (password-reset mails) and the origins an editor's session cookie counts from.
  serverURL: origins.serverURL,
  csrf: origins.trusted,
  admin: {
    user: Users.slug,
    // The built-in avatar: Gravatar would send editors' e-mail hashes to a third party.
    avatar: 'default',
    // The club's name, mark and icons, not Payload's, in the tab, on the sign-in page and in a shared link.
    meta: {
      // Payload puts a space before the suffix itself.
      titleSuffix: '– Mobilclub CMS',
      description: 'Das Redaktionssystem des Mobilclubs: Rubriken, Artikel und Stellenangebote der Website.',
      icons: [
        { rel: 'icon', url: '/favicon.ico', sizes: '48x48' },
        { rel: 'icon', type: 'image/svg+xml', url: '/icons/icon.svg' },
        { rel: 'apple-touch-icon', url: '/icons/apple-touch-icon.png', sizes: '180x180' },
      ],
      // Payload's generated picture carries its own logo; the club's icon instead.
      defaultOGImageType: 'off',
      openGraph: {
        siteName: 'Mobilclub CMS',
        description: 'Das Redaktionssystem des Mobilclubs.',
        images: [{ url: '/icons/icon-512.png', width: 512, height: 512, alt: 'Mobilclub' }],
      },
    },
    // Editors plan in Vienna's time (CET/CEST), whatever the browser's zone; dates as in Austria.
    dateFormat: 'dd.MM.yyyy, HH:mm',
    timezones: { supportedTimezones: [{ label: 'Wien (MEZ/MESZ)', value: 'Europe/Vienna' }], defaultTimezone: 'Europe/Vienna' },
    importMap: { baseDir: path.resolve(root, 'src') },
    // German names where Payload's admin writes English ones into the page (admin/GermanLabels);
    // names, labels and landmarks Payload's edit view lacks (admin/AccessibleAdmin); visual
    // mode's side of the form: fields picked in the live preview, shown there in turn.
    components: {
      providers: ['/cms/admin/GermanLabels#GermanLabels', '/cms/admin/AccessibleAdmin#AccessibleAdmin', '/cms/admin/VisualMode#VisualMode'],
      graphics: { Logo: '/cms/admin/graphics/Logo#Logo', Icon: '/cms/admin/graphics/Icon#Icon' },
      // Above the collection tiles: what waits for review, one's own drafts, the latest changes.
      beforeDashboard: ['/cms/review/admin/EditorialDashboard#EditorialDashboard'],
    },
    // Beside the form: the page with the draft, refreshed as autosave saves it.
    livePreview: {
      url: ({ data }) => (typeof data.path === 'string' && data.path ? previewHref(data.path) : null),
      collections: [Channels.slug, Articles.slug, JobPostings.slug],
      breakpoints: [
        { name: 'mobile', label: 'Mobil (375 px)', width: 375, height: 812 },
        { name: 'tablet', label: 'Tablet (768 px)', width: 768, height: 1024 },
        { name: 'desktop', label: 'Desktop (1280 px)', width: 1280, height: 800 },
      ],
    },
  },
  i18n: {
    supportedLanguages: { de },
    fallbackLanguage: 'de',
    // "Sie" wherever Payload's German says "du" (i18n/formalGerman.ts). The search index's
    // "Neuindizieren" (search/rebuild.ts) rewrites rows in place, in the background: the
    // plugin's texts say it removes the index first.
    translations: {
      de: {
        ...formalGerman,
        general: {
          ...formalGerman.general,
          confirmReindexDescription: 'Die Einträge der {{collections}} werden im Hintergrund aus den veröffentlichten Seiten neu geschrieben. Die Suche findet währenddessen weiter alle Seiten.',
          confirmReindexDescriptionAll: 'Die Einträge aller Sammlungen werden im Hintergrund aus den veröffentlichten Seiten neu geschrieben. Die Suche findet währenddessen weiter alle Seiten.',
        },
      },
    },
  },
  collections: [Channels, Articles, JobPostings, ReviewRequests, Media, Documents, Videos, Captions, Redirects, JobAlerts, JobAlertTokens, Users],
  globals: [Navigation, LinkReport],
  editor: contentEditor,
  secret: payloadSecret(),
  // SQLite by default; PostgreSQL for a postgres:// DATABASE_URL (see database.ts).
  db: databaseAdapter(),
  hooks: { afterError: [describeRequiredFieldErrors] },
  // The admin's "Verwendet in": which pages use a page or file.
  endpoints: [usagesEndpoint],
  graphQL: {
    schemaOutputFile: path.resolve(root, 'schemas/cms.graphql'),
    queries: (GraphQL, context) => ({ ...jobAlertQueries(GraphQL, context), ...searchQueries(GraphQL, context), ...channelArticlesQuery(GraphQL, context) }),
    mutations: jobAlertMutations,
    // For everyone, signed in or not: lists count with their limit, aliases and depth are bounded.
    maxComplexity: QUERY_LIMITS.maxComplexity,
    validationRules: (args) => queryLimitRules(args.variableValues ?? undefined),
  },
  // Mails go out through SMTP when configured, else into the outbox folder (see the adapter).
  email: mailAdapter(),
  jobs: {
    tasks: [jobAlertMailsTask, eraseStaleAlertsTask, reindexSearchTask, reviewMailTask, checkLinksTask],
    // The queue is a table of the database: queued mails and scheduled publications survive a
    // restart. It is checked every 5 seconds (JOBS_INTERVAL_SECONDS), by one instance of a cluster at a time;
    // maintenance (erasing stale alerts, rebuilding the search index) is scheduled nightly. An
    // admin's rebuild of the search index has a queue of its own (search/rebuild.ts).
    shouldAutoRun: runsJobsHere,
    // Only the maintenance queue has schedules: the 5-second looks skip Payload's schedule
    // check, a read of its job statistics on every instance each time.
    autoRun: [
      { cron: everyJobsInterval, queue: 'default', limit: 10, disableScheduling: true },
      { cron: '0 */10 * * * *', queue: MAINTENANCE_QUEUE, limit: 1 },
      { cron: everyJobsInterval, queue: SEARCH_QUEUE, limit: 1, disableScheduling: true },
    ],
  },
  // Uploads on S3-compatible storage when S3_* is set (several instances); else on the disk.
  // The site search's index (search/collection.ts) beside the storage for uploads on S3 (if set).
  // The record of who changed what after the plugins that add collections; the bound on
  // visitors' filters last, so that it reaches every collection, the plugins' too.
  plugins: [withRebuildInBackground(sitesSearchPlugin()), ...storagePlugins(), auditPlugin, visitorFilterPlugin],
  typescript: { outputFile: path.resolve(dirname, 'generated/payload-types.ts'), autoGenerate: false },
  sharp,
  telemetry: false,
}).then(expireAfterEveryTask);
