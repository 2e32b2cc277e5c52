import { z } from 'zod';

import { richTextLinkProblems } from '@/components/rich-text/links';
import { LINK_MESSAGES, linkProblem } from '@/lib/links/linkRule';

/**
 * Rules editors can break, written once as zod schemas with German messages. A block's
 * config hands a rule to the admin (`validateWith`), so invalid content cannot be published,
 * and the block's schema applies the same rule to what the CMS delivers, so content that got
 * past the admin (an import, an older version) is caught before it renders.
 */

interface LexicalLike {
  root: { children: unknown[] };
}

function isLexical(value: unknown): value is LexicalLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    typeof value.root === 'object' &&
    value.root !== null &&
    'children' in value.root &&
    Array.isArray(value.root.children)
  );
}

/** Whether a Lexical node (and everything below it) holds any text. */
function hasText(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if ('text' in node && typeof node.text === 'string' && node.text.trim() !== '') return true;
  return 'children' in node && Array.isArray(node.children) && node.children.some(hasText);
}

/** Nothing entered: null, blank text, an empty list or a rich text without any text. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isLexical(value)) return !value.root.children.some(hasText);
  return false;
}

/** A value that must be filled in; blank values fail with `message`. */
export function filled(message: string) {
  return z.unknown().transform((value, ctx) => {
    if (isBlank(value)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

/** Text that must be filled in, trimmed. */
export function filledText(message: string) {
  return filled(message).pipe(z.string().trim());
}

/** Optional text: blank becomes null. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null);

/** A value that may be left blank (then null); when given, it must pass `schema`. */
export function optional<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .transform((value) => (isBlank(value) ? null : value))
    .pipe(z.union([z.null(), schema]));
}

/**
 * A list of rows with at least `min` of them. The admin validates an array field with either
 * its rows or their count, the CMS delivers the rows.
 */
export function rows(min: number, message: string) {
  return z.unknown().superRefine((value, ctx) => {
    const count = Array.isArray(value) ? value.length : typeof value === 'number' ? value : 0;
    if (count < min) ctx.addIssue({ code: 'custom', message });
  });
}

export const LINK_MESSAGE = LINK_MESSAGES.target;

/** Where a link may lead: a path on this site, an anchor or query, mail, phone, or an http(s) address (see `linkProblem`). */
export function isLinkTarget(value: string): boolean {
  return linkProblem(value) === null;
}

export const linkTarget = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const message = linkProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/**
 * A rich text whose links lead only where a link field's may, and whose internal links name a
 * page (see `richTextLinkProblems`). Handed to the admin with the field's own rule
 * (`validateRichText`); the site shows a bad link's text without the link.
 */
export const richTextLinks = z.unknown().superRefine((value, ctx) => {
  for (const message of richTextLinkProblems(value)) ctx.addIssue({ code: 'custom', message });
});

/** A link that must be given. */
export function filledLink(message: string) {
  return filled(message).pipe(linkTarget);
}

/** A link that may be left blank. */
export const optionalLink = optional(linkTarget);

/**
 * A Payload field validation from a rule: true when the value passes, otherwise the rule's
 * German message, which the admin shows at the field and which blocks publishing.
 */
export function validateWith(rule: z.ZodType) {
  return (value: unknown): true | string => messageOf(rule, value) ?? true;
}

/** The admin's validation of a rich text field: its own rule (if any), then its links. */
export function validateRichText(rule?: z.ZodType) {
  return validateWith(rule ? rule.pipe(richTextLinks) : richTextLinks);
}

/** The rule's German message for this value, or null when it passes. */
export function messageOf(rule: z.ZodType, value: unknown): string | null {
  const result = rule.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Ungültige Eingabe.');
}

/**
 * A Payload field validation that needs the field's siblings, such as a width that only
 * matters for one placement. `check` returns the German message, or null when all is well.
 */
export function validateSiblings<S>(check: (value: unknown, siblings: Partial<S>) => string | null) {
  return (value: unknown, { siblingData }: { siblingData: Partial<S> }): true | string => check(value, siblingData) ?? true;
}

/**
 * Applies a rule inside a schema's transform, where whether it applies depends on other
 * fields (an image only for the image kind, say). Issues land at `path`; the parsed value
 * comes back, or undefined when the rule failed.
 */
export function applyRule<T extends z.ZodType>(ctx: z.RefinementCtx, path: string, rule: T, value: unknown): z.output<T> | undefined {
  const result = rule.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [path, ...issue.path] });
  return undefined;
}

/** Adds a cross-field rule's message at `path`; true when the rule passed. */
export function checkRule(ctx: z.RefinementCtx, path: string, message: string | null): boolean {
  if (message) ctx.addIssue({ code: 'custom', message, path: [path] });
  return message === null;
}
