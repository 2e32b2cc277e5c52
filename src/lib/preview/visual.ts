/**
 * Visual mode: what the preview (the page in draft mode) and the admin tell each other about the
 * field an element comes from. Shared by both sides; nothing of it is loaded on visitors' pages.
 *
 * A field is named by its path in the document's form, as Payload names it: `title`, `blocks.3`
 * (a block's row), `blocks.3.items.1.question`. A rich-text paragraph adds its position among the
 * editor's top-level paragraphs.
 */

/** The message type both sides post; anything else on the channel is someone else's. */
export const VISUAL_MESSAGE = 'mobilclub-visual';

export interface FieldTarget {
  /** The field's form path, e.g. `blocks.3.items.1.question`, or a block's row, `blocks.3`. */
  path: string;
  /** For rich text: which top-level paragraph (from 0). */
  paragraph?: number;
}

export type VisualMessage =
  /** Preview → admin: the editor picked this element; open and focus its field. */
  | ({ type: typeof VISUAL_MESSAGE; action: 'edit' } & FieldTarget)
  /** Admin → preview: the editor is in this field; show where it lands. */
  | ({ type: typeof VISUAL_MESSAGE; action: 'show' } & FieldTarget);

const PATH = /^[A-Za-z][\w-]*(\.(\d{1,4}|[A-Za-z][\w-]*)){0,12}$/;

/** A form path as this protocol allows it: names and row numbers joined by dots, nothing else. */
export function isFieldPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 200 && PATH.test(value);
}

function isParagraph(value: unknown): value is number | undefined {
  return value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 10_000);
}

/** The message, if `data` is one of ours and well formed; else null. */
export function readVisualMessage(data: unknown): VisualMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, action, path, paragraph } = data as Record<string, unknown>;
  if (type !== VISUAL_MESSAGE || (action !== 'edit' && action !== 'show')) return null;
  if (!isFieldPath(path) || !isParagraph(paragraph)) return null;
  return { type: VISUAL_MESSAGE, action, path, ...(paragraph === undefined ? {} : { paragraph }) };
}

/**
 * Whether a message event comes from where the other side lives. The preview is this site's own
 * page and the admin its own /admin, so both sides are one origin: a message from any other
 * (another tab's page, an embedded third party) is ignored.
 */
export function fromOwnOrigin(event: Pick<MessageEvent, 'origin'>, ownOrigin: string): boolean {
  return event.origin === ownOrigin;
}

/** The block row a path lies in: `blocks.3.items.1.question` → `blocks.3`; null outside the blocks. */
export function blockPathOf(path: string): string | null {
  const match = /^blocks\.\d+/.exec(path);
  return match ? match[0] : null;
}

/** The admin's edit view's hash that asks it to focus a field (a deep link from the preview). */
const HASH_KEY = 'feld';

export function editHash(target: FieldTarget): string {
  return `#${HASH_KEY}=${target.path}${target.paragraph === undefined ? '' : `~${target.paragraph}`}`;
}

export function readEditHash(hash: string): FieldTarget | null {
  const match = new RegExp(`^#${HASH_KEY}=([^~]+)(?:~(\\d+))?$`).exec(hash);
  const path = match?.[1];
  if (!path || !isFieldPath(path)) return null;
  return match[2] === undefined ? { path } : { path, paragraph: Number(match[2]) };
}

const COLLECTION_OF_KIND = { article: 'articles', channel: 'channels', job: 'jobPostings' } as const;

/** The admin's edit view of a page's document, asked to focus `target`. */
export function adminEditHref(kind: keyof typeof COLLECTION_OF_KIND, id: number, target: FieldTarget): string {
  return `/admin/collections/${COLLECTION_OF_KIND[kind]}/${id}${editHash(target)}`;
}
