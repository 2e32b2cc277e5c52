import { VERCEL_STEGA_REGEX, vercelStegaDecode } from '@vercel/stega';

import { type FieldTarget, blockPathOf, isFieldPath } from '@/lib/preview/visual';

/**
 * Visual mode in the preview: which field an element shows, and which elements show a field,
 * read from the marks the server appended to each text (src/blocks/fieldPaths.ts). Read from the
 * page as it is at the moment asked, so a re-rendered draft (live preview) needs no bookkeeping.
 */

function decoded(text: string): unknown {
  try {
    return vercelStegaDecode<unknown>(text);
  } catch {
    // Invisible characters that are no mark of ours (pasted from elsewhere).
    return undefined;
  }
}

function markOf(text: string | null): FieldTarget | null {
  if (!text) return null;
  const mark = decoded(text);
  if (typeof mark !== 'object' || mark === null) return null;
  const { p, n } = mark as { p?: unknown; n?: unknown };
  if (!isFieldPath(p)) return null;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? { path: p, paragraph: n } : { path: p };
}

function sameTarget(a: FieldTarget, b: FieldTarget): boolean {
  return a.path === b.path && a.paragraph === b.paragraph;
}

function textNodesIn(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

function marksIn(nodes: readonly Text[]): FieldTarget[] {
  const marks: FieldTarget[] = [];
  for (const node of nodes) {
    const mark = markOf(node.data);
    if (mark && !marks.some((known) => sameTarget(known, mark))) marks.push(mark);
  }
  return marks;
}

const PARAGRAPH = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre';

/** The element that shows a marked text: a rich-text paragraph as a whole, else the text's element. */
function shownBy(node: Text, mark: FieldTarget): Element | null {
  const parent = node.parentElement;
  if (!parent) return null;
  return mark.paragraph === undefined ? parent : (parent.closest(PARAGRAPH) ?? parent);
}

export function blockElement(start: Element): HTMLElement | null {
  return start.closest<HTMLElement>('[data-visual-block]');
}

export function blockPath(block: HTMLElement): string {
  return `blocks.${block.dataset.visualBlock ?? ''}`;
}

/**
 * The field shown where the editor pointed: the nearest element, from the pointed one outwards,
 * whose own text carries a mark, or whose text carries exactly one; null past a block's edge or
 * where several fields meet (then the block itself is meant).
 */
export function fieldAt(start: Element): { target: FieldTarget; element: Element } | null {
  for (let element: Element | null = start; element && element !== document.body; element = element.parentElement) {
    const own = marksIn(Array.from(element.childNodes).filter((node): node is Text => node.nodeType === Node.TEXT_NODE));
    const [first] = own;
    if (first) return { target: first, element: first.paragraph === undefined ? element : (element.closest(PARAGRAPH) ?? element) };
    const all = marksIn(textNodesIn(element));
    const [only] = all;
    if (all.length > 1) return null;
    if (only) return { target: only, element: only.paragraph === undefined ? element : (element.closest(PARAGRAPH) ?? element) };
    if (element.hasAttribute('data-visual-block')) return null;
  }
  return null;
}

/**
 * The elements that show a field, or a block's row; for a row of an array (`…items.1`) or a rich
 * text as a whole, every element of the fields inside it. Empty when nothing on the page shows it
 * (an empty optional field): then its block, if any.
 */
export function elementsShowing(target: FieldTarget): Element[] {
  const block = blockPathOf(target.path);
  const blockBox = block ? document.querySelector(`[data-visual-block="${block.slice('blocks.'.length)}"]`) : null;
  if (block === target.path) return blockBox ? [blockBox] : [];
  const scope = blockBox ?? document.querySelector('main') ?? document.body;
  const found: Element[] = [];
  for (const node of textNodesIn(scope)) {
    const mark = markOf(node.data);
    if (!mark) continue;
    const matches = target.paragraph === undefined ? mark.path === target.path || mark.path.startsWith(`${target.path}.`) : sameTarget(mark, target);
    const element = matches ? shownBy(node, mark) : null;
    if (element && !found.includes(element)) found.push(element);
  }
  if (found.length > 0) return found;
  return blockBox ? [blockBox] : [];
}

/** The smallest box around elements, in page coordinates. */
export function boxAround(elements: readonly Element[]): { top: number; left: number; width: number; height: number } | null {
  const rects = elements.map((element) => element.getBoundingClientRect()).filter((rect) => rect.width > 0 || rect.height > 0);
  if (rects.length === 0) return null;
  const top = Math.min(...rects.map((rect) => rect.top));
  const left = Math.min(...rects.map((rect) => rect.left));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  const right = Math.max(...rects.map((rect) => rect.right));
  return { top: top + window.scrollY, left: left + window.scrollX, width: right - left, height: bottom - top };
}

/** A text copied from the preview without the marks (they would travel into an editor's e-mail or document). */
export function withoutMarks(text: string): string {
  return text.replace(VERCEL_STEGA_REGEX, '');
}
