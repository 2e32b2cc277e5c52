import {
  BoldFeature,
  HeadingFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
  createServerFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical';
import type { FieldAffectingData, TextField, TextFieldSingleValidation } from 'payload';

import { linkProblem } from '@/lib/links/linkRule';

import { refuseForbiddenRichTextLinks } from '../fields/links';

const isUrlField = (field: FieldAffectingData): field is Extract<TextField, { hasMany?: false }> =>
  field.name === 'url' && field.type === 'text' && field.hasMany !== true;

const validateUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  const linkType = typeof siblingData === 'object' && siblingData !== null && 'linkType' in siblingData ? siblingData.linkType : null;
  return linkType === 'internal' ? true : (linkProblem(value?.trim() ?? '') ?? true);
};

/**
 * The link dialog's address field keeps the rule of every other link field (src/lib/links/linkRule.ts):
 * Payload's own check lets anything without a space through, `javascript:` included.
 */
function checkedLinkFields({ defaultFields }: { defaultFields: FieldAffectingData[] }): FieldAffectingData[] {
  return defaultFields.map((field) => (isUrlField(field) ? { ...field, validate: validateUrl } : field));
}

/**
 * Refuses a rich text holding a link nobody may store (`javascript:` …) on every save, drafts
 * included: the field's rules (and Payload's own) only run when publishing.
 */
const ForbiddenLinksFeature = createServerFeature({
  key: 'forbiddenLinks',
  feature: { hooks: { beforeChange: [refuseForbiddenRichTextLinks] } },
});

/**
 * The rich text editors offer: headings start at h2 because the page title is the h1,
 * and links may point at channels and articles, which resolve to their canonical path.
 */
export const contentEditor = lexicalEditor({
  // Payload's German placeholder says "du"; the admin says "Sie" everywhere else.
  admin: { placeholder: 'Schreiben Sie hier, oder geben Sie „/“ für Befehle ein …' },
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    LinkFeature({ enabledCollections: ['channels', 'articles'], fields: checkedLinkFields }),
    ForbiddenLinksFeature(),
  ],
});
