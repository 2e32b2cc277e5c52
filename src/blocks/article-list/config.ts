import type { Block } from 'payload';

import { selectOptions } from '../selectOptions';
import { inPicker } from '../picker';
import { validateWith } from '../rules';
import { sketch } from './preview';
import { ARTICLE_LIST_DISPLAYS, PAGE_SIZE, articleListRules } from './rules';

export const articleListBlock: Block = {
  slug: 'articleList',
  interfaceName: 'ArticleListBlock',
  labels: { singular: 'Artikelliste', plural: 'Artikellisten' },
  ...inPicker('articleList', {
    group: 'lists',
    rank: 1,
    description: 'Die neuesten Artikel einer Rubrik, mit Seitennavigation',
    sketch,
  }),
  fields: [
    { name: 'headline', label: 'Überschrift', type: 'text', admin: { description: 'Steht über der Liste. Leer lassen: keine Überschrift.' } },
    {
      name: 'channel',
      label: 'Rubrik',
      type: 'relationship',
      relationTo: 'channels',
      required: true,
      admin: { description: 'Zeigt ihre Artikel und die ihrer Unterrubriken, die neuesten zuerst.' },
      validate: validateWith(articleListRules.channel),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'display',
          label: 'Darstellung',
          type: 'select',
          required: true,
          defaultValue: 'teasers',
          admin: { description: 'Wie jeder Artikel in der Liste aussieht.' },
          options: selectOptions(ARTICLE_LIST_DISPLAYS, { teasers: 'Teaser mit Bild', cards: 'Karten' }),
        },
        {
          name: 'pageSize',
          label: 'Artikel pro Seite',
          type: 'number',
          defaultValue: PAGE_SIZE.fallback,
          min: PAGE_SIZE.min,
          max: PAGE_SIZE.max,
          admin: { description: 'Weitere Artikel auf Seite 2, 3, … (blättert nur die erste Liste einer Seite).' },
          validate: validateWith(articleListRules.pageSize),
        },
      ],
    },
  ],
};
