import type { CollectionConfig, FilterOptions, RelationshipFieldSingleValidation, Validate, Where } from 'payload';

import { contentBlocks } from '@/blocks/configs';

import { authenticated, authenticatedOrPublished } from '../access';
import { pathField } from '../fields/articleFields';
import { seoField, trackingNameField } from '../fields/seo';
import { slugField } from '../fields/slug';
import { MAX_CHANNEL_DEPTH, relationId } from '../hooks/paths';
import { revalidateChannel, revalidateDeletedChannel } from '../hooks/revalidate';

type Id = number | string;

const onlyOneHome: Validate<boolean | null | undefined> = async (value, { req, id }) => {
  if (!value) return true;
  const others = await req.payload.count({
    collection: 'channels',
    where: { and: [{ isHome: { equals: true } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    req,
    overrideAccess: true,
  });
  return others.totalDocs === 0 ? true : 'Es gibt schon eine Startseite. Entfernen Sie dort zuerst den Haken.';
};

const parentWithoutCycle: RelationshipFieldSingleValidation = async (value, { req, id, siblingData }) => {
  if (value === null || value === undefined) return true;
  if (typeof siblingData === 'object' && siblingData !== null && 'isHome' in siblingData && siblingData.isHome) {
    return 'Die Startseite hat keinen übergeordneten Channel.';
  }
  let parentId: Id | null = typeof value === 'object' ? value.value : value;
  for (let depth = 0; parentId !== null && depth < MAX_CHANNEL_DEPTH; depth += 1) {
    if (id !== undefined && String(parentId) === String(id)) {
      return 'Ein Channel kann nicht unter sich selbst liegen.';
    }
    const parent: { parent?: Id | { id: Id } | null; isHome?: boolean | null } | null = await req.payload.findByID({
      collection: 'channels',
      id: parentId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
      select: { parent: true, isHome: true },
    });
    if (!parent) return true;
    if (parent.isHome) return 'Channels liegen nicht unter der Startseite: lassen Sie das Feld leer.';
    parentId = relationId(parent.parent);
  }
  return parentId === null ? true : `Channels können höchstens ${MAX_CHANNEL_DEPTH} Ebenen tief verschachtelt sein.`;
};

const notHomeNorSelf: FilterOptions = ({ id }) => {
  const notHome: Where = { isHome: { not_equals: true } };
  return id ? { and: [notHome, { id: { not_equals: id } }] } : notHome;
};

export const Channels: CollectionConfig = {
  slug: 'channels',
  labels: { singular: 'Channel', plural: 'Channels' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'parent', '_status', 'updatedAt'],
    group: 'Inhalte',
  },
  access: { read: authenticatedOrPublished, create: authenticated, update: authenticated, delete: authenticated },
  versions: { drafts: true, maxPerDoc: 25 },
  hooks: { afterChange: [revalidateChannel], afterDelete: [revalidateDeletedChannel] },
  fields: [
    { name: 'title', label: 'Titel', type: 'text', required: true },
    {
      name: 'isHome',
      label: 'Startseite (/)',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
      validate: onlyOneHome,
    },
    // Unique across all channels, so /channel/{slug} finds exactly one.
    slugField({ unique: true, topLevel: true }),
    {
      name: 'parent',
      label: 'Übergeordneter Channel',
      type: 'relationship',
      relationTo: 'channels',
      admin: { position: 'sidebar', condition: (data) => !data.isHome },
      filterOptions: notHomeNorSelf,
      validate: parentWithoutCycle,
    },
    pathField('channels'),
    { name: 'blocks', label: 'Inhaltsblöcke', type: 'blocks', blocks: contentBlocks },
    trackingNameField,
    seoField,
  ],
};
