import type { Block, FilterOptions, Where } from 'payload';

import { refuseForbiddenLink } from '@/cms/fields/links';

import { inPicker } from '../picker';
import { messageOf, validateSiblings } from '../rules';
import { teaserRules } from './schema';
import { sketch } from './preview';

interface TeaserSiblings {
  article: unknown;
}

/**
 * What the teaser's picker offers: articles with a title, published or drafts (a teaser of a draft
 * shows once its article is published, so a channel's teasers can be set up ahead of a planned
 * article), never "Ohne Titel – ID: 17" (a "Neu erstellen" left empty) and never the article the
 * teaser is in (it would lead to the page it stands on). Publishing holds to the same.
 */
export const teaserableArticles: FilterOptions = ({ data }) => {
  const own: unknown = data?.articleId;
  const conditions: Where[] = [{ title: { exists: true } }, { title: { not_equals: '' } }];
  if (typeof own === 'number') conditions.push({ articleId: { not_equals: own } });
  return { and: conditions };
};

export const teaserBlock: Block = {
  slug: 'teaser',
  interfaceName: 'TeaserBlock',
  labels: { singular: 'Teaser', plural: 'Teaser' },
  ...inPicker('teaser', { group: 'teasers', rank: 1, description: 'Verweis auf einen Artikel; mehrere stehen nebeneinander', sketch }),
  fields: [
    {
      name: 'article',
      label: 'Artikel',
      type: 'relationship',
      relationTo: 'articles',
      filterOptions: teaserableArticles,
      admin: {
        description:
          'Titel, Vorspann, Autor, Datum und Link kommen aus dem Artikel. Die Felder darunter überschreiben sie.',
      },
    },
    {
      name: 'title',
      label: 'Titel',
      type: 'text',
      admin: { description: 'Leer: der Titel des Artikels.' },
      validate: validateSiblings<TeaserSiblings>((value, { article }) => teaserRules.ownOrArticle('title', value, article)),
    },
    { name: 'leadText', label: 'Vorspann', type: 'textarea', admin: { description: 'Leer: der Vorspann des Artikels.' } },
    {
      name: 'link',
      label: 'Link',
      type: 'text',
      admin: { description: 'Pfad wie /reisen oder eine vollständige Adresse (https://…).' },
      hooks: { beforeChange: [refuseForbiddenLink] },
      validate: validateSiblings<TeaserSiblings>(
        (value, { article }) => teaserRules.ownOrArticle('link', value, article) ?? messageOf(teaserRules.link, value),
      ),
    },
    { name: 'author', label: 'Autor', type: 'text', admin: { description: 'Leer: der Autor des Artikels.' } },
    { name: 'datePublished', label: 'Datum', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Leer: das Veröffentlichungsdatum des Artikels.' } },
  ],
};

