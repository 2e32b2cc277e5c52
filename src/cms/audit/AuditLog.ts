import type { CollectionConfig } from 'payload';

import { admins } from '../access';
import { AUDIT_ACTIONS } from './changes';
import { auditExport } from './export';

export const AUDIT_LOG_SLUG = 'audit-log';

/**
 * The record of who changed what: one entry per create, change, publish, unpublish, delete,
 * restore, sign-in, failed sign-in, role change and change of the site's settings (audit/record.ts
 * writes them). Append-only: no one may create, change or delete an entry through the admin, REST
 * or GraphQL, an administrator included; only the nightly job removes entries past their
 * retention (audit/retention.ts). Administrators read and export them.
 */
export const AuditLog: CollectionConfig = {
  slug: AUDIT_LOG_SLUG,
  labels: { singular: 'Protokolleintrag', plural: 'Protokoll' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'actorLabel', 'summary', 'changedFields'],
    group: 'Verwaltung',
    description: 'Wer wann was geändert hat. Einträge können nicht geändert oder gelöscht werden; nach Ablauf der Aufbewahrungsfrist entfernt sie der nächtliche Lauf.',
    components: { beforeListTable: ['/cms/audit/ExportLinks#ExportLinks'] },
    pagination: { defaultLimit: 50 },
  },
  access: {
    read: admins,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  // Newest first, in the admin and the export.
  defaultSort: '-createdAt',
  endpoints: [auditExport],
  fields: [
    {
      name: 'action',
      label: 'Aktion',
      type: 'select',
      required: true,
      index: true,
      options: Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
    },
    { name: 'actor', label: 'Person', type: 'relationship', relationTo: 'users', index: true, admin: { description: 'Leer: der Zeitplan oder ein Lauf ohne angemeldete Person.' } },
    // The name as it was then: the entry stays readable when the account is renamed or deleted.
    { name: 'actorLabel', label: 'Wer', type: 'text', required: true },
    { name: 'entity', label: 'Bereich', type: 'text', required: true, index: true, admin: { description: 'Sammlung oder Einstellung, z. B. articles, navigation.' } },
    { name: 'documentId', label: 'Dokument-ID', type: 'text', index: true },
    { name: 'summary', label: 'Was', type: 'text', required: true },
    { name: 'changedFields', label: 'Geänderte Felder', type: 'text', hasMany: true, admin: { components: { Cell: '/cms/audit/ChangedFieldsCell#ChangedFieldsCell' } } },
    { name: 'detail', label: 'Einzelheiten', type: 'textarea' },
  ],
};
