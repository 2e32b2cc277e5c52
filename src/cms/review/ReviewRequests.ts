import type { CollectionConfig, UIField } from 'payload';

import { authenticated } from '../access';
import { REVIEWABLE, REVIEW_REQUESTS_SLUG } from './reviewable';
import { reviewStateEndpoint } from './state';
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES } from './statusLabels';
import { checkReviewStep, mailReviewStep, releaseLockOnHandOver } from './workflow';

/**
 * "Zur Freigabe einreichen": one entry per submission of a draft, from its submission to its
 * publication, return with a comment, or withdrawal. The queue of a section's reviewers is the
 * list of waiting entries; the steps are guarded in `checkReviewStep`, so REST and GraphQL
 * follow the same rules as the admin's buttons. Nobody deletes an entry: it is the history of a
 * page's reviews (an entry goes with its page only).
 */
export const ReviewRequests: CollectionConfig = {
  slug: REVIEW_REQUESTS_SLUG,
  labels: { singular: 'Freigabe', plural: 'Freigaben' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'submittedBy', 'createdAt', 'reviewedBy'],
    group: 'Inhalte',
    description:
      'Zur Freigabe eingereichte Entwürfe: „Wartet auf Freigabe“ ist die Liste der Freigebenden. Öffnen Sie die Seite, um ihre Änderungen zu sehen und sie zu veröffentlichen oder zurückzugeben.',
  },
  access: {
    read: authenticated,
    create: authenticated,
    update: authenticated,
    delete: () => false,
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [checkReviewStep], afterChange: [releaseLockOnHandOver, mailReviewStep] },
  endpoints: [reviewStateEndpoint],
  fields: [
    {
      name: 'document',
      label: 'Seite',
      type: 'relationship',
      relationTo: [...REVIEWABLE],
      required: true,
      index: true,
      // Chosen when submitting here instead of on the page; it stays what was submitted (checkReviewStep).
      admin: {
        description: 'Die Seite, deren Entwurf freigegeben werden soll.',
      },
    },
    {
      name: 'title',
      label: 'Titel',
      type: 'text',
      admin: {
        readOnly: true,
        description: 'Der Titel des Entwurfs beim Einreichen.',
      },
    },
    {
      name: 'channel',
      label: 'Rubrik',
      type: 'relationship',
      relationTo: 'channels',
      admin: { readOnly: true },
    },
    {
      name: 'status',
      label: 'Stand',
      type: 'select',
      required: true,
      defaultValue: 'waiting',
      index: true,
      options: REVIEW_STATUSES.map((value) => ({
        value,
        label: REVIEW_STATUS_LABELS[value],
      })),
    },
    {
      name: 'note',
      label: 'Hinweis für die Freigabe',
      type: 'textarea',
      maxLength: 2000,
      admin: {
        description: 'Was geändert wurde oder worauf die Freigabe achten soll.',
      },
    },
    {
      name: 'submittedBy',
      label: 'Eingereicht von',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
    {
      name: 'reviewedBy',
      label: 'Erledigt von',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
    {
      name: 'reviewedAt',
      label: 'Erledigt am',
      type: 'date',
      admin: {
        readOnly: true,
        date: {
          pickerAppearance: 'dayAndTime',
          displayFormat: 'dd.MM.yyyy HH:mm',
        },
      },
    },
    {
      name: 'comment',
      label: 'Kommentar beim Zurückgeben',
      type: 'textarea',
      maxLength: 2000,
      admin: {
        description: 'Was vor dem Veröffentlichen noch zu tun ist; die einreichende Person sieht ihn.',
      },
    },
  ],
};

/** The sidebar's "Freigabe" of every reviewable page: where its review stands and what to do. */
export const reviewPanelField: UIField = {
  name: 'review',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/cms/review/admin/ReviewPanel#ReviewPanel' },
  },
};
