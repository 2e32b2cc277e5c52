/**
 * What a block row in the admin is labelled with: the first words of what the editor wrote
 * (a heading, the quote, the first question), so a page's block list reads like the page.
 */

const TEXT_KEYS = ['headline', 'title', 'quote', 'question', 'caption', 'text', 'label', 'buttonText'] as const;
const LIST_KEYS = ['items', 'cards', 'slides', 'chips', 'products', 'rows'] as const;
const MAX_LENGTH = 60;

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

export function shorten(text: string, max = MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The text of a Lexical document, in reading order. */
export function lexicalText(value: unknown): string {
  if (!isRow(value)) return '';
  if (typeof value.text === 'string') return value.text;
  const children = isRow(value.root) ? value.root.children : value.children;
  if (!Array.isArray(children)) return '';
  return children.map(lexicalText).filter(Boolean).join(' ');
}

function ownText(row: Row): string | null {
  for (const key of TEXT_KEYS) {
    const value = row[key];
    if (typeof value === 'string' && value.trim()) return key === 'quote' ? `„${shorten(value, MAX_LENGTH - 2)}“` : shorten(value);
  }
  for (const key of ['content', 'answer'] as const) {
    const text = lexicalText(row[key]);
    if (text.trim()) return shorten(text);
  }
  return null;
}

/**
 * A block's summary, or null for one with nothing written yet. `titleOf` names a related
 * document (a teaser's article) when the block only points at one.
 */
export type TitleOf = (collection: 'articles' | 'channels', relation: unknown) => Promise<string | null>;

export async function blockSummary(row: unknown, titleOf: TitleOf): Promise<string | null> {
  if (!isRow(row)) return null;
  const own = ownText(row);
  if (own) return own;
  for (const [key, collection] of [['article', 'articles'], ['channel', 'channels']] as const) {
    if (row[key] !== null && row[key] !== undefined) {
      const title = await titleOf(collection, row[key]);
      if (title) return shorten(title);
    }
  }
  for (const key of LIST_KEYS) {
    const list = row[key];
    if (Array.isArray(list)) {
      const first = list.find(isRow);
      const text = first ? ownText(first) : null;
      if (text) return list.length > 1 ? `${text} (+${list.length - 1})` : text;
    }
  }
  return null;
}
