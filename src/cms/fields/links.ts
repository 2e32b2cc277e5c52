import { type Field, type FieldHook, type PayloadRequest, ValidationError } from 'payload';

import { forbiddenRichTextLink } from '@/components/rich-text/links';
import { LINK_MESSAGES, isForbiddenLink } from '@/lib/links/linkRule';

import { fieldLabelOf } from './fieldLabel';

interface Where {
  path: (number | string)[];
  collection?: { slug: string; fields: Field[] } | null;
  global?: { slug: string; fields: Field[] } | null;
  /** The whole document as it is saved (which block a row is). */
  data?: unknown;
  req: PayloadRequest;
}

function refusal({ path, collection, global, data, req }: Where, message: string): ValidationError {
  // The toast names the field as the editor sees it ("Inhaltsblöcke > Block 2 (Teaser) > Link"), not by its path.
  const fields = collection?.fields ?? global?.fields;
  const label = fields ? fieldLabelOf(fields, path, data, req, req.payload?.config.blocks ?? []) : null;
  return new ValidationError(
    {
      ...(collection ? { collection: collection.slug } : {}),
      ...(global ? { global: global.slug } : {}),
      errors: [{ path: path.join('.'), message, ...(label ? { label } : {}) }],
      req,
    },
    req.t,
  );
}

/**
 * A link field's guard that holds for drafts too. Payload validates drafts not at all (the rules
 * apply when publishing), so an autosave could store `javascript:alert(1)`; this hook refuses any
 * link with a scheme other than https:, http:, mailto: and tel: on every save.
 */
export const refuseForbiddenLink: FieldHook = (args) => {
  const { value } = args;
  if (typeof value === 'string' && isForbiddenLink(value)) throw refusal(args, LINK_MESSAGES.scheme);
  return value;
};

/** The same guard for a rich text's links (run by the editor, see src/cms/editor/lexical.ts). */
export function refuseForbiddenRichTextLinks<Value>(args: Where & { value?: Value }): Value | undefined {
  const link = forbiddenRichTextLink(args.value);
  if (link) throw refusal(args, `Link „${link.text}“: ${LINK_MESSAGES.scheme}`);
  return args.value;
}
