import { isForbiddenLink, linkProblem } from '@/lib/links/linkRule';

/** A link in a rich text: an address the editor typed, or a page of the site they picked. */
export type RichTextLink =
  | { kind: 'custom'; url: string; text: string }
  | { kind: 'internal'; doc: unknown; text: string };

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const childrenOf = (node: Node): unknown[] => (Array.isArray(node.children) ? node.children : []);

function textOf(node: Node): string {
  if (typeof node.text === 'string') return node.text;
  return childrenOf(node)
    .filter(isNode)
    .map(textOf)
    .join('');
}

function collect(node: unknown, into: RichTextLink[]): void {
  if (!isNode(node)) return;
  if ((node.type === 'link' || node.type === 'autolink') && isNode(node.fields)) {
    const text = textOf(node).trim();
    if (node.fields.linkType === 'internal') into.push({ kind: 'internal', doc: node.fields.doc, text });
    else into.push({ kind: 'custom', url: typeof node.fields.url === 'string' ? node.fields.url : '', text });
  }
  for (const child of childrenOf(node)) collect(child, into);
}

/** Whether a value is a rich text as Payload stores it (Lexical JSON: a root with children). */
export function isRichText(value: unknown): boolean {
  return isNode(value) && isNode(value.root) && Array.isArray(value.root.children);
}

/** Every link of a rich text as Payload stores it (Lexical JSON); none for anything else. */
export function linksOf(state: unknown): RichTextLink[] {
  const links: RichTextLink[] = [];
  if (isNode(state)) collect(state.root, links);
  return links;
}

/** The path of the page an internal link points at, when the CMS delivered it (depth 1, published). */
export function internalPath(doc: unknown): string | null {
  const value = isNode(doc) ? doc.value : undefined;
  return isNode(value) && typeof value.path === 'string' && value.path !== '' ? value.path : null;
}

export const RICH_TEXT_LINK_MESSAGES = {
  noPage: 'Bitte eine Seite wählen, auf die der Link führt.',
  unpublished: 'Die Seite, auf die der Link führt, gibt es nicht oder sie ist nicht veröffentlicht.',
} as const;

const shortened = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);
const named = (link: RichTextLink, message: string) => `Link „${shortened(link.text)}“: ${message}`;

/**
 * What is wrong with the links of a rich text, in German, one message per bad link, each naming
 * the link by its text. As stored (the admin): an address must pass the link rule (`linkProblem`),
 * an internal link must name a page. As served (`served`, the content check): the page must also
 * be published, or visitors would find a link that leads nowhere.
 */
export function richTextLinkProblems(state: unknown, { served = false }: { served?: boolean } = {}): string[] {
  return linksOf(state).flatMap((link) => {
    if (link.kind === 'custom') {
      const problem = linkProblem(link.url);
      return problem ? [named(link, problem)] : [];
    }
    const value = isNode(link.doc) ? link.doc.value : undefined;
    if (value === undefined || value === null || value === '') return [named(link, RICH_TEXT_LINK_MESSAGES.noPage)];
    return served && internalPath(link.doc) === null ? [named(link, RICH_TEXT_LINK_MESSAGES.unpublished)] : [];
  });
}

/** The first link of a rich text that nobody may store, not even in a draft (`isForbiddenLink`). */
export function forbiddenRichTextLink(state: unknown): RichTextLink | undefined {
  return linksOf(state).find((link) => link.kind === 'custom' && isForbiddenLink(link.url));
}
