import type { CollectionConfig } from 'payload';

import { contentBlocks } from '@/blocks/configs';

import { authenticated, authenticatedOrPublished } from '../access';
import { deletedByRight, draftsForAllPublishingByRight, publishingByRight } from '../review/rights';
import { lastModifiedByField } from '../fields/lastModifiedBy';
import { refuseBrokenReferences } from '../references/check';
import { usedInField } from '../references/UsedIn';
import { askBeforeDeletingUsed, askBeforeUnpublishingUsed } from '../references/usages';
import { reviewPanelField } from '../review/ReviewRequests';
import { closeSubmissionOnPublish, forgetSubmissions } from '../review/workflow';
import { articleChannelField, articleIdField, datePublishedField, pageLinkField, pageAdminComponents, pagePreview, withoutUntitledDrafts, pageVersions, pathField } from '../fields/articleFields';
import { seoField, trackingNameField } from '../fields/seo';
import { slugField } from '../fields/slug';
import { assignArticleId } from '../hooks/articleId';
import { pathSourceSelect } from '../hooks/paths';
import { revalidateArticle, revalidateDeletedArticle } from '../hooks/revalidate';
import { forgetScheduledChanges } from '../scheduling/deletedDocuments';

export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: 'Artikel', plural: 'Artikel' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', '_status', 'updatedAt', 'lastModifiedBy'],
    group: 'Inhalte',
    description: 'Beiträge mit Titel, Vorspann und Inhaltsblöcken; ihre Adresse endet mit der Artikel-ID.',
    preview: pagePreview,
    baseFilter: withoutUntitledDrafts,
    components: pageAdminComponents,
  },
  access: { read: authenticatedOrPublished, create: authenticated, update: draftsForAllPublishingByRight('articles'), delete: deletedByRight('articles') },
  versions: pageVersions,
  forceSelect: pathSourceSelect('articles'),
  // Where another document links here without saying what it needs (rich-text links): title
  // and path, not every block.
  defaultPopulate: { title: true, path: true },
  // The admin's list: what was worked on last first (a draft has no publication date yet).
  defaultSort: '-updatedAt',
  hooks: {
    beforeDelete: [askBeforeDeletingUsed, forgetSubmissions('articles')],
    beforeOperation: [publishingByRight('articles'), askBeforeUnpublishingUsed],
    beforeChange: [assignArticleId, refuseBrokenReferences],
    afterChange: [revalidateArticle, closeSubmissionOnPublish('articles')],
    afterDelete: [revalidateDeletedArticle, forgetScheduledChanges],
  },
  fields: [
    reviewPanelField,
    usedInField,
    lastModifiedByField,
    { name: 'title', label: 'Titel', type: 'text', required: true, admin: { description: 'Die Hauptüberschrift des Artikels; daraus entsteht auch der Slug.' } },
    slugField(),
    articleIdField('Artikel-ID', 'Wird beim Anlegen vergeben und bleibt gleich.'),
    articleChannelField('Der Artikel erscheint unter ihrer Adresse und in ihren Artikellisten.'),
    pathField('articles'),
    pageLinkField,
    { name: 'leadText', label: 'Vorspann', type: 'textarea', required: true, admin: { description: 'Zwei, drei Sätze unter dem Titel; auch für Teaser und Suchmaschinen.' } },
    { name: 'author', label: 'Autor', type: 'text', admin: { description: 'Steht unter dem Titel. Leer lassen: kein Autor.' } },
    datePublishedField,
    { name: 'heroImage', label: 'Titelbild', type: 'upload', relationTo: 'media', admin: { description: 'Großes Bild unter dem Titel, auch in Teasern. Leer lassen: kein Bild.' } },
    { name: 'blocks', label: 'Inhaltsblöcke', type: 'blocks', blocks: contentBlocks, admin: { description: 'Der Inhalt des Artikels unter dem Vorspann, Block für Block.' } },
    {
      name: 'showSharing',
      label: 'Teilen-Leiste zeigen',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Links zum Teilen auf Facebook, X, LinkedIn und per E-Mail am Ende des Artikels.' },
    },
    trackingNameField,
    seoField,
  ],
};
