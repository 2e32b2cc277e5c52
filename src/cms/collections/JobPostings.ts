import type { CollectionConfig } from 'payload';

import { alertBlock } from '@/blocks/alert/config';
import { benefitsBlock } from '@/blocks/benefits/config';
import { faqBlock } from '@/blocks/faq/config';
import { headlineTextBlock } from '@/blocks/headline-text/config';
import { linkChipsBlock } from '@/blocks/link-chips/config';
import { richTextBlock } from '@/blocks/rich-text/config';
import { AUSTRIAN_STATES, EMPLOYMENT_TYPES, JOB_FIELDS, optionsOf } from '@/lib/career/options';

import { authenticated, authenticatedOrPublished } from '../access';
import { deletedByRight, draftsForAllPublishingByRight, publishingByRight } from '../review/rights';
import { lastModifiedByField } from '../fields/lastModifiedBy';
import { refuseBrokenReferences } from '../references/check';
import { usedInField } from '../references/UsedIn';
import { askBeforeDeletingUsed, askBeforeUnpublishingUsed } from '../references/usages';
import { reviewPanelField } from '../review/ReviewRequests';
import { closeSubmissionOnPublish, forgetSubmissions } from '../review/workflow';
import { germanDatePicker } from '../fields/datePicker';
import { articleChannelField, articleIdField, datePublishedField, pageLinkField, pageAdminComponents, pagePreview, withoutUntitledDrafts, pageVersions, pathField } from '../fields/articleFields';
import { seoField, trackingNameField } from '../fields/seo';
import { slugField } from '../fields/slug';
import { assignArticleId } from '../hooks/articleId';
import { pathSourceSelect } from '../hooks/paths';
import { revalidateDeletedJobPosting, revalidateJobPosting } from '../hooks/revalidate';
import { markJobAlertsDue, queueJobAlertMails } from '../jobAlerts/hooks';
import { forgetScheduledChanges } from '../scheduling/deletedDocuments';

/** A job at the club: a page of its own at an article path (`/karriere/{slug}-{id}`), listed by the job list block. */
export const JobPostings: CollectionConfig = {
  slug: 'jobPostings',
  labels: { singular: 'Stellenangebot', plural: 'Stellenangebote' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'state', '_status', 'updatedAt', 'lastModifiedBy'],
    group: 'Karriere',
    description: 'Beim ersten Veröffentlichen erhalten alle passenden Job-Alarme eine E-Mail.',
    preview: pagePreview,
    baseFilter: withoutUntitledDrafts,
    components: pageAdminComponents,
  },
  access: { read: authenticatedOrPublished, create: authenticated, update: draftsForAllPublishingByRight('jobPostings'), delete: deletedByRight('jobPostings') },
  versions: pageVersions,
  forceSelect: pathSourceSelect('jobPostings'),
  // The admin's list: what was worked on last first (a draft has no publication date yet).
  defaultSort: '-updatedAt',
  hooks: {
    beforeDelete: [askBeforeDeletingUsed, forgetSubmissions('jobPostings')],
    beforeOperation: [publishingByRight('jobPostings'), askBeforeUnpublishingUsed],
    beforeChange: [assignArticleId, markJobAlertsDue, refuseBrokenReferences],
    afterChange: [revalidateJobPosting, queueJobAlertMails, closeSubmissionOnPublish('jobPostings')],
    afterDelete: [revalidateDeletedJobPosting, forgetScheduledChanges],
  },
  fields: [
    reviewPanelField,
    usedInField,
    lastModifiedByField,
    { name: 'title', label: 'Stellenbezeichnung', type: 'text', required: true, admin: { description: 'Zum Beispiel „Pannenfahrer:in in Wien“.' } },
    slugField(),
    articleIdField('Stellen-ID', 'Wird beim Anlegen vergeben und bleibt gleich (Teil der Adresse).'),
    articleChannelField('Meist „Karriere“: die Stelle erscheint unter deren Adresse.'),
    pathField('jobPostings'),
    pageLinkField,
    datePublishedField,
    { name: 'leadText', label: 'Kurzbeschreibung', type: 'textarea', required: true, admin: { description: 'Zwei, drei Sätze für die Stellenliste und die Job-Alarm-E-Mail.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'state',
          label: 'Bundesland',
          type: 'select',
          required: true,
          index: true,
          options: optionsOf(AUSTRIAN_STATES),
          admin: { description: 'Zum Filtern der Stellenliste und für passende Job-Alarme.' },
        },
        { name: 'location', label: 'Ort', type: 'text', required: true, admin: { description: 'Stadt oder Standort, z. B. „Wien-Erdberg“.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'field',
          label: 'Berufsfeld',
          type: 'select',
          required: true,
          index: true,
          options: optionsOf(JOB_FIELDS),
          admin: { description: 'Zum Filtern der Stellenliste und für passende Job-Alarme.' },
        },
        {
          name: 'employmentType',
          label: 'Anstellungsart',
          type: 'select',
          required: true,
          options: optionsOf(EMPLOYMENT_TYPES),
          admin: { description: 'Steht bei den Eckdaten der Stelle.' },
        },
        {
          name: 'start',
          label: 'Beginn',
          type: 'date',
          admin: { description: 'Leer lassen für „ab sofort“.', date: germanDatePicker('dayOnly') },
        },
      ],
    },
    {
      name: 'blocks',
      label: 'Stellenbeschreibung',
      type: 'blocks',
      blocks: [richTextBlock, headlineTextBlock, benefitsBlock, faqBlock, alertBlock, linkChipsBlock],
      admin: { description: 'Aufgaben, Profil, was wir bieten: Text, Vorteile, Fragen und Antworten.' },
    },
    {
      name: 'contact',
      label: 'Kontakt für Bewerbungen',
      type: 'group',
      admin: { description: 'Steht im Kasten „Jetzt bewerben“ am Ende der Stellenseite.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: 'Name', type: 'text', required: true, admin: { description: 'Ansprechperson; wird im Aufruf zum Bewerben genannt.' } },
            { name: 'email', label: 'E-Mail', type: 'email', required: true, admin: { description: 'Der Button „Bewerbung per E-Mail“ schreibt an diese Adresse.' } },
            { name: 'phone', label: 'Telefon', type: 'text', admin: { description: 'Optional: steht als „Fragen? …“ neben dem Button.' } },
          ],
        },
      ],
    },
    {
      name: 'alertsQueuedAt',
      label: 'Job-Alarme versendet',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Wann die passenden Job-Alarme zu dieser Stelle verschickt wurden (einmal, beim ersten Veröffentlichen).',
        date: germanDatePicker('dayAndTime'),
      },
      access: { update: () => false, create: () => false },
    },
    trackingNameField,
    seoField,
  ],
};
