import type { CollectionConfig, FilterOptions, RelationshipFieldSingleValidation, Validate, Where } from 'payload';

import { contentBlocks } from '@/blocks/configs';

import { authenticated, authenticatedOrPublished, chiefsFieldLevel } from '../access';
import { deletedByRight, draftsForAllPublishingByRight, publishingByRight } from '../review/rights';
import { lastModifiedByField } from '../fields/lastModifiedBy';
import { refuseBrokenReferences } from '../references/check';
import { usedInField } from '../references/UsedIn';
import { askBeforeDeletingUsed, askBeforeUnpublishingUsed } from '../references/usages';
import { reviewPanelField } from '../review/ReviewRequests';
import { closeSubmissionOnPublish, forgetSubmissions } from '../review/workflow';
import { pageLinkField, pageAdminComponents, pagePreview, withoutUntitledDrafts, pageVersions, pathField } from '../fields/articleFields';
import { seoField, trackingNameField } from '../fields/seo';
import { slugField } from '../fields/slug';
import { MAX_CHANNEL_DEPTH, forgetChannelRefs, pathSourceSelect, relationId } from '../hooks/paths';
import { revalidateChannel, revalidateDeletedChannel } from '../hooks/revalidate';
import { forgetScheduledChanges } from '../scheduling/deletedDocuments';

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
    return 'Die Startseite hat keine übergeordnete Rubrik.';
  }
  let parentId: Id | null = typeof value === 'object' ? value.value : value;
  for (let depth = 0; parentId !== null && depth < MAX_CHANNEL_DEPTH; depth += 1) {
    if (id !== undefined && String(parentId) === String(id)) {
      return 'Eine Rubrik kann nicht unter sich selbst liegen.';
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
    if (parent.isHome) return 'Rubriken liegen nicht unter der Startseite: lassen Sie das Feld leer.';
    parentId = relationId(parent.parent);
  }
  return parentId === null ? true : `Rubriken können höchstens ${MAX_CHANNEL_DEPTH} Ebenen tief verschachtelt sein.`;
};

const notHomeNorSelf: FilterOptions = ({ id }) => {
  const notHome: Where = { isHome: { not_equals: true } };
  return id ? { and: [notHome, { id: { not_equals: id } }] } : notHome;
};

export const Channels: CollectionConfig = {
  slug: 'channels',
  labels: { singular: 'Rubrik', plural: 'Rubriken' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt', 'lastModifiedBy'],
    group: 'Inhalte',
    description: 'Die Bereiche der Website (Reisen, Verkehr, …) und die Startseite, jeweils aus Inhaltsblöcken; Rubriken können Unterrubriken haben.',
    preview: pagePreview,
    baseFilter: withoutUntitledDrafts,
    components: pageAdminComponents,
  },
  access: { read: authenticatedOrPublished, create: authenticated, update: draftsForAllPublishingByRight('channels'), delete: deletedByRight('channels') },
  versions: pageVersions,
  forceSelect: pathSourceSelect('channels'),
  // Where another document links here without saying what it needs (rich-text links): title
  // and path, not every block.
  defaultPopulate: { title: true, path: true },
  hooks: {
    beforeDelete: [askBeforeDeletingUsed, forgetSubmissions('channels')],
    beforeOperation: [publishingByRight('channels'), askBeforeUnpublishingUsed],
    beforeChange: [refuseBrokenReferences],
    afterChange: [forgetChannelRefs, revalidateChannel, closeSubmissionOnPublish('channels')],
    afterDelete: [forgetChannelRefs, revalidateDeletedChannel, forgetScheduledChanges],
  },
  fields: [
    reviewPanelField,
    usedInField,
    lastModifiedByField,
    { name: 'title', label: 'Titel', type: 'text', required: true, admin: { description: 'Name der Rubrik, z. B. „Reisen“; daraus entsteht auch der Slug.' } },
    {
      name: 'isHome',
      label: 'Startseite (/)',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Nur eine Rubrik kann die Startseite sein.' },
      validate: onlyOneHome,
    },
    // Unique across all channels, so /channel/{slug} finds exactly one.
    slugField({ unique: true, topLevel: true }),
    {
      name: 'parent',
      label: 'Übergeordnete Rubrik',
      type: 'relationship',
      relationTo: 'channels',
      admin: { position: 'sidebar', condition: (data) => !data.isHome, description: 'Macht diese zur Unterrubrik. Leer lassen: Rubrik der obersten Ebene.' },
      filterOptions: notHomeNorSelf,
      validate: parentWithoutCycle,
    },
    {
      name: 'requiresReview',
      label: 'Freigabe nötig',
      type: 'checkbox',
      defaultValue: false,
      // A section's setting, decided by the Chefredaktion: who may publish is not for an author to change.
      access: { update: chiefsFieldLevel, create: chiefsFieldLevel },
      admin: {
        position: 'sidebar',
        description: 'Artikel dieser Rubrik und ihrer Unterrubriken gibt eine zweite Person frei (Vier-Augen-Prinzip); die Chefredaktion darf direkt veröffentlichen.',
      },
    },
    pathField('channels'),
    pageLinkField,
    { name: 'blocks', label: 'Inhaltsblöcke', type: 'blocks', blocks: contentBlocks, admin: { description: 'Der Inhalt der Rubrikseite, Block für Block.' } },
    trackingNameField,
    seoField,
  ],
};
