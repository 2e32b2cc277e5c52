import type { CollectionConfig } from 'payload';

import { isSitePath } from '@/lib/links/internal';
import { REDIRECT_TARGET_MESSAGE, redirectTargetProblem } from '@/lib/links/redirectTarget';

import { anyone, chiefs } from '../access';
import { revalidateDeletedRedirect, revalidateRedirect } from '../hooks/revalidate';

export const REDIRECT_STATUSES = ['permanent', 'temporary'] as const;

/** A path on this site to match: no query or anchor, and never one a browser reads as another host (`//`, `/\`). */
const isPath = (value: string) => /^\/[^\s?#]*$/.test(value) && isSitePath(value);

export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Weiterleitung', plural: 'Weiterleitungen' },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'status'], group: 'Verwaltung' },
  access: { read: anyone, create: chiefs, update: chiefs, delete: chiefs },
  hooks: { afterChange: [revalidateRedirect], afterDelete: [revalidateDeletedRedirect] },
  fields: [
    {
      name: 'from',
      label: 'Von (Pfad)',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Pfad ohne Domain, z. B. /sommer-angebote' },
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().replace(/(.)\/+$/, '$1') : value)] },
      validate: (value: string | null | undefined) =>
        typeof value === 'string' && isPath(value) && value !== '/'
          ? true
          : 'Bitte einen Pfad wie /sommer-angebote angeben (beginnt mit „/“, ohne Domain und ohne „?“).',
    },
    {
      name: 'to',
      label: 'Nach (Pfad oder Adresse)',
      type: 'text',
      required: true,
      admin: { description: 'Pfad wie /reisen oder vollständige Adresse wie https://example.org/seite' },
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<{ from: string }> }) => {
        const problem = typeof value === 'string' ? redirectTargetProblem(value) : REDIRECT_TARGET_MESSAGE;
        if (problem) return problem;
        return value === siblingData.from ? 'Ziel und Quelle sind gleich: das wäre eine Endlosschleife.' : true;
      },
    },
    {
      name: 'status',
      label: 'Art',
      type: 'select',
      required: true,
      defaultValue: 'permanent',
      admin: { description: 'Dauerhaft, wenn die alte Adresse nicht wiederkommt; sonst vorübergehend.' },
      options: [
        { label: 'Dauerhaft (308)', value: 'permanent' },
        { label: 'Vorübergehend (307)', value: 'temporary' },
      ],
    },
  ],
};
