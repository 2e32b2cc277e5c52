import type { CollectionAdminOptions, Field, FieldHook } from 'payload';

import { previewHref } from '@/lib/preview/paths';

import { FIRST_ARTICLE_ID, LAST_ARTICLE_ID } from '../hooks/articleId';
import { type PathCollection, computedPathHook } from '../hooks/paths';

import { germanDatePicker } from './datePicker';

/** The id in an article path (`…/{slug}-{id}`): assigned on creation (hooks/articleId.ts), never changed. */
export function articleIdField(label: string, description: string): Field {
  return {
    name: 'articleId',
    label,
    type: 'number',
    unique: true,
    index: true,
    min: FIRST_ARTICLE_ID,
    max: LAST_ARTICLE_ID,
    admin: { position: 'sidebar', readOnly: true, description },
    // Part of every URL of the page: once assigned it must never change.
    access: { update: () => false },
  };
}

/** The channel ("Rubrik") whose path an article path starts with. */
export function articleChannelField(description?: string): Field {
  return {
    name: 'channel',
    label: 'Rubrik',
    type: 'relationship',
    relationTo: 'channels',
    required: true,
    index: true,
    admin: { position: 'sidebar', ...(description ? { description } : {}) },
    // Article paths need at least one channel segment, which the home channel ("/") lacks.
    filterOptions: { isHome: { not_equals: true } },
  };
}

/**
 * Empty until the page first goes public, then the moment it did: a publish in the admin, or the
 * scheduled one when the job runs (an article planned for Monday 7:00 is dated Monday 7:00, not
 * the day its draft was begun). A date an editor sets is kept. A save that leaves the field out
 * (the scheduler's sends only the status) keeps the stored date.
 */
const dateOfPublication: FieldHook = ({ value, previousValue, siblingData }) => {
  const date: unknown = value === undefined ? previousValue : value;
  if (date) return date;
  return siblingData._status === 'published' ? new Date().toISOString() : null;
};

/** When the page went public: shown on it, and its order in lists. */
export const datePublishedField: Field = {
  name: 'datePublished',
  label: 'Veröffentlichungsdatum',
  type: 'date',
  hooks: { beforeChange: [dateOfPublication] },
  admin: {
    position: 'sidebar',
    date: germanDatePicker('dayAndTime'),
    description:
      'Steht auf der Seite und bestimmt die Reihenfolge in Listen. Leer lassen: Beim Veröffentlichen, auch beim geplanten, wird dessen Zeitpunkt eingetragen.',
  },
};

/** The page's canonical path, computed on every read (never stored: parents and slugs change). */
export function pathField(collection: PathCollection): Field {
  return {
    name: 'path',
    label: 'Pfad',
    type: 'text',
    virtual: true,
    admin: { position: 'sidebar', readOnly: true, description: 'Die Adresse der Seite; ergibt sich aus Rubrik und Slug.' },
    hooks: { afterRead: [computedPathHook(collection)] },
  };
}

/** A link from the document to its page on the site (sidebar). */
export const pageLinkField: Field = {
  name: 'pageLink',
  // Payload names a field without a label after its name: "Page Link" in the lists' column picker.
  label: 'Seite auf der Website',
  type: 'ui',
  // A link in the form's sidebar; in a list it would be an empty column.
  admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/cms/admin/PageLink#PageLink' } },
};

/**
 * The admin's lists and link pickers leave out pages nobody has written a title for: "Neu
 * erstellen" stores a draft at once (autosave, for the live preview), and an editor who left it
 * empty left a "<Kein Titel>" row behind. A page needs a title to be published.
 */
export const withoutUntitledDrafts: CollectionAdminOptions['baseFilter'] = () => ({ and: [{ title: { exists: true } }, { title: { not_equals: '' } }] });

/** The admin's "Vorschau" button: the page with its latest draft (the site's draft mode). */
export const pagePreview: CollectionAdminOptions['preview'] = (doc) => (typeof doc.path === 'string' && doc.path ? previewHref(doc.path) : null);

/**
 * Above the list of pages: what is scheduled to go live or offline (admin/ScheduledChanges). Above
 * a page's form: "Vorschau" as a button with its name in words (admin/PreviewButton), and the
 * publish button with a scheduling dialog in German (admin/publishing); a new page's heading says
 * "Neuer Artikel" rather than its id (admin/UntitledHeading).
 */
export const pageAdminComponents: NonNullable<CollectionAdminOptions['components']> = {
  beforeListTable: ['/cms/admin/ScheduledChanges#ScheduledChanges'],
  edit: {
    PreviewButton: '/cms/admin/PreviewButton#PreviewButton',
    PublishButton: '/cms/admin/publishing/PublishButton#PublishButton',
    beforeDocumentControls: ['/cms/admin/UntitledHeading#UntitledHeading'],
  },
  // "Versionen" with the person of each version (Payload's list names none).
  views: { edit: { versions: { Component: '/cms/review/admin/VersionsWithPeople#VersionsWithPeople' } } },
};

/**
 * Drafts are saved while the editor types, so the live preview follows along. Publishing and
 * unpublishing can be scheduled (Payload's job queue, see cms/scheduling): times on a 24-hour
 * clock, every quarter hour in the picker; any minute can be typed.
 */
export const pageVersions = {
  drafts: { autosave: { interval: 1000 }, schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 15 } },
  maxPerDoc: 25,
} as const;
