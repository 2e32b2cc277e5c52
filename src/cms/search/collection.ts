import { searchPlugin } from '@payloadcms/plugin-search';
import type { BeforeSync } from '@payloadcms/plugin-search/types';
import type { CollectionAfterChangeHook, Config, Field, Payload, Plugin } from 'payload';

import { indexedText } from '@/lib/search/wordForms';

import { admins, authenticated } from '../access';
import { isRecord } from '../fields/shownTexts';

import { fieldWords, joinWords } from './pageText';

/** The collections the site search finds, as their slugs. */
export const SEARCHED_COLLECTIONS = ['channels', 'articles', 'jobPostings'] as const;
export type SearchedCollection = (typeof SEARCHED_COLLECTIONS)[number];

export const SEARCH_SLUG = 'search';

/** Past this, a page's text is not kept for snippets (its words are still indexed up to the next bound). */
const MAX_SNIPPET_TEXT = 20_000;
/** Past this, a page's text is not indexed: no editor writes a page this long. */
const MAX_INDEXED_TEXT = 200_000;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const hidden = { readOnly: true, hidden: true } as const;

/** The search index's own fields beside the plugin's (title, priority, doc). */
const indexFields: Field[] = [
  { name: 'kind', label: 'Art', type: 'text', index: true, admin: { readOnly: true, components: { Cell: '/cms/admin/SearchKindCell#SearchKindCell' } } },
  { name: 'docId', label: 'Dokument-ID', type: 'number', index: true, admin: { readOnly: true } },
  { name: 'datePublished', label: 'Veröffentlicht', type: 'date', admin: { readOnly: true } },
  { name: 'body', label: 'Text der Seite', type: 'textarea', admin: { readOnly: true, description: 'Für die Textausschnitte in den Suchergebnissen.' } },
  // What the database's full-text index reads (src/lib/search/german.ts): folded word stems.
  { name: 'titleTerms', type: 'textarea', admin: hidden },
  { name: 'leadTerms', type: 'textarea', admin: hidden },
  { name: 'bodyTerms', type: 'textarea', admin: hidden },
  { name: 'partTerms', type: 'textarea', admin: hidden },
];

/** The plugin's own fields (title, priority, the page) are labelled in English. */
const GERMAN_LABELS: Record<string, string> = { title: 'Titel', priority: 'Priorität', doc: 'Seite' };
const inGerman = (field: Field): Field => ('name' in field && field.name in GERMAN_LABELS && field.type !== 'ui' ? { ...field, label: GERMAN_LABELS[field.name] } : field);

/**
 * What a published page puts into the index: its title, lead text and the text of its blocks,
 * folded and stemmed for the database's full-text index, and the plain text for snippets.
 */
export const searchDocument: BeforeSync = ({ collectionSlug, originalDoc, payload, searchDoc }) => {
  const fields: Field[] = isSearched(collectionSlug) ? payload.collections[collectionSlug].config.fields : [];
  const blocks = fields.filter((field) => 'name' in field && field.name === 'blocks');
  const body = joinWords(fieldWords(blocks, originalDoc)).slice(0, MAX_INDEXED_TEXT);
  const seo = isRecord(originalDoc.seo) ? originalDoc.seo : {};
  const lead = text(originalDoc.leadText) || text(seo.description);
  const title = indexedText(text(originalDoc.title));
  const leadText = indexedText(lead);
  const bodyText = indexedText(body);
  return {
    ...searchDoc,
    kind: collectionSlug,
    docId: originalDoc.id,
    datePublished: originalDoc.datePublished ?? originalDoc.updatedAt ?? null,
    body: body.slice(0, MAX_SNIPPET_TEXT),
    titleTerms: title.stems,
    leadTerms: leadText.stems,
    bodyTerms: bodyText.stems,
    partTerms: [title.parts, leadText.parts, bodyText.parts].filter(Boolean).join(' '),
  };
};

/**
 * Payload's search plugin keeps one row per published page in the `search` collection, in the
 * same transaction as the publish: a draft is never in it, an unpublished or deleted page leaves
 * it. The database's full-text index over the rows is made by the migrations (FTS5 on SQLite,
 * a `german` tsvector on PostgreSQL); src/cms/search/query.ts asks it.
 */
export function sitesSearchPlugin(): Plugin {
  const plugin = searchPlugin({
    collections: [...SEARCHED_COLLECTIONS],
    beforeSync: searchDocument,
    searchOverrides: {
      slug: SEARCH_SLUG,
      labels: { singular: 'Suchindex-Eintrag', plural: 'Suchindex' },
      // Visitors search through the site's `siteSearch` query; the rows are for editors to see.
      // The plugin's "Reindex" (a rebuild in the background, see rebuild.ts) is for admins.
      access: { read: authenticated, update: admins, delete: admins },
      graphQL: false,
      admin: {
        group: 'Verwaltung',
        description:
          'Von der Website-Suche automatisch geführt: ein Eintrag je veröffentlichter Seite. „Neuindizieren“ (für Admins) schreibt den Index im Hintergrund aus allen veröffentlichten Seiten neu.',
        defaultColumns: ['title', 'kind', 'datePublished', 'updatedAt'],
      },
      fields: ({ defaultFields }) => [...defaultFields.map(inGerman), ...indexFields],
    },
  });
  return async (config: Config) => plugin({ ...config, collections: config.collections?.map((collection) => (isSearched(collection.slug) ? withFreshSync(collection) : collection)) });
}

export const isSearched = (slug: unknown): slug is SearchedCollection => SEARCHED_COLLECTIONS.some((searched) => searched === slug);

/** The searched collections as the admin names them ("Rubriken, Artikel, Stellenangebote"). */
export function pluralLabels(payload: Payload, collections: readonly SearchedCollection[]): string {
  return collections
    .map((slug) => {
      const plural = payload.collections[slug].config.labels.plural;
      return typeof plural === 'string' ? plural : slug;
    })
    .join(', ');
}

/**
 * The plugin syncs a document once per request context (it remembers it in
 * `context.syncedDocsSet`), but a script's or test's operations often share one context object:
 * every change after the first went unindexed (the seed's blocks, a later publish). This hook
 * runs right before the plugin's, so each change is synced.
 */
const forgetSyncedDocs: CollectionAfterChangeHook = ({ context, doc }) => {
  delete context.syncedDocsSet;
  return doc;
};

function withFreshSync<T extends NonNullable<Config['collections']>[number]>(collection: T): T {
  return { ...collection, hooks: { ...collection.hooks, afterChange: [...(collection.hooks?.afterChange ?? []), forgetSyncedDocs] } };
}
