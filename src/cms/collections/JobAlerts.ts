import type { CollectionConfig } from 'payload';

import { AUSTRIAN_STATES, JOB_FIELDS, optionsOf } from '@/lib/career/options';

import { admins, adminsFieldLevel, authenticated } from '../access';
import { germanDatePicker } from '../fields/datePicker';
import { oneClickUnsubscribe } from '../jobAlerts/oneClick';
import type { JobAlertStatus } from '../jobAlerts/status';

/**
 * A visitor's subscription to new postings. Created only through the subscribe form (with
 * double opt-in), never through the API. Visitors can neither read nor list alerts; editors
 * see how many there are and what they ask for, only admins see the addresses.
 */
export const JobAlerts: CollectionConfig = {
  slug: 'jobAlerts',
  labels: { singular: 'Job-Alarm', plural: 'Job-Alarme' },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['id', 'status', 'states', 'fields', 'createdAt'],
    group: 'Karriere',
    description:
      'Abonnements neuer Stellenangebote. Nicht bestätigte und abbestellte Job-Alarme werden nach 30 Tagen gelöscht.',
  },
  access: { read: authenticated, create: () => false, update: admins, delete: admins },
  endpoints: [oneClickUnsubscribe],
  fields: [
    {
      name: 'email',
      label: 'E-Mail',
      type: 'email',
      required: true,
      index: true,
      access: { read: adminsFieldLevel, update: adminsFieldLevel },
      admin: { description: 'An diese Adresse gehen die Job-Alarme; nur für Administration sichtbar.' },
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: [
        { value: 'pending', label: 'Wartet auf Bestätigung' },
        { value: 'active', label: 'Aktiv' },
        { value: 'unsubscribed', label: 'Abbestellt' },
      ] satisfies { value: JobAlertStatus; label: string }[],
      admin: { position: 'sidebar', description: 'Nur aktive Job-Alarme erhalten E-Mails.' },
    },
    {
      name: 'states',
      label: 'Bundesländer',
      type: 'select',
      hasMany: true,
      options: optionsOf(AUSTRIAN_STATES),
      admin: { description: 'Leer: alle Bundesländer.' },
    },
    {
      name: 'fields',
      label: 'Berufsfelder',
      type: 'select',
      hasMany: true,
      options: optionsOf(JOB_FIELDS),
      admin: { description: 'Leer: alle Berufsfelder.' },
    },
    {
      name: 'consent',
      label: 'Einwilligung',
      type: 'group',
      admin: { description: 'Was die Person beim Anlegen bestätigt hat, und wann.' },
      fields: [
        { name: 'text', label: 'Wortlaut', type: 'textarea', required: true, admin: { readOnly: true, description: 'Der Text, dem die Person zugestimmt hat.' } },
        { name: 'givenAt', label: 'Erteilt am', type: 'date', required: true, admin: { readOnly: true, date: germanDatePicker('dayAndTime'), description: 'Zeitpunkt der Einwilligung.' } },
      ],
    },
    {
      name: 'confirmedAt',
      label: 'Bestätigt am',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: germanDatePicker('dayAndTime'), description: 'Wann die Person den Link in der Bestätigungs-E-Mail geöffnet hat.' },
    },
    {
      name: 'unsubscribedAt',
      label: 'Abbestellt am',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', readOnly: true, date: germanDatePicker('dayAndTime'), description: 'Leer: noch nicht abbestellt.' },
    },
    {
      name: 'lastNotifiedAt',
      label: 'Zuletzt benachrichtigt',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: germanDatePicker('dayAndTime'), description: 'Wann zuletzt eine E-Mail zu einer neuen Stelle ging.' },
    },
  ],
};

/**
 * The links in job-alert mails: one row per link sent, holding only a SHA-256 hash of its
 * token (the mail is the token's only copy). Not in the admin, not in any API.
 */
export const JobAlertTokens: CollectionConfig = {
  slug: 'jobAlertTokens',
  labels: { singular: 'Job-Alarm-Link', plural: 'Job-Alarm-Links' },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  graphQL: false,
  fields: [
    { name: 'hash', type: 'text', required: true, unique: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: ['confirm', 'unsubscribe'] },
    { name: 'alert', type: 'relationship', relationTo: 'jobAlerts', required: true, index: true },
  ],
};
