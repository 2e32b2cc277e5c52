import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { BlockData } from '@/lib/cms/types';

import type * as QuoteModule from './quote/Quote';
import { RenderBlocks, countBlockPages } from './RenderBlocks';
import { mediaData } from './testFixtures';

// The article list reads from the CMS.
vi.mock('@/lib/cms', () => ({ getArticleList: vi.fn(async () => ({ articles: [], totalPages: 4 })) }));

// The quote component throws for one magic text, to show that a failing block loses only itself.
vi.mock('./quote/Quote', async (importOriginal) => {
  const original = await importOriginal<typeof QuoteModule>();
  return {
    Quote: (props: Parameters<typeof original.Quote>[0]) => {
      if (props.quote === 'KAPUTT') throw new Error('Quote exploded');
      return original.Quote(props);
    },
  };
});

const quote = (text: string): BlockData => ({ __typename: 'QuoteBlock', id: text, quote: text, author: null, role: null });
const table: BlockData = {
  __typename: 'TableBlock',
  id: 't',
  caption: 'Preise',
  hasHeaderRow: false,
  rows: [{ __typename: 'TableBlock_Rows', id: 'r', cells: [{ __typename: 'TableBlock_Rows_Cells', id: 'c', value: '9 €' }] }],
};
// A block type this build does not know, as a newer CMS schema would send it.
const unknown = { __typename: 'MapBlock' } as unknown as BlockData;
const invalid = quote('');

async function renderBlocks(blocks: BlockData[], showDiagnostics = false, firstImagePriority = true) {
  return render(await RenderBlocks({ blocks, path: '/test', showDiagnostics, firstImagePriority }));
}

const teaser = (title: string, withImage = true): BlockData => ({
  __typename: 'TeaserBlock',
  id: title,
  title,
  leadText: null,
  link: `/verkehr/${title.toLowerCase()}`,
  author: null,
  datePublished: null,
  article: withImage ? { __typename: 'Article', title: null, leadText: null, author: null, datePublished: null, path: null, heroImage: mediaData(title) } : null,
});

function logLines(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

describe('RenderBlocks', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives each block, in a preview’s visual mode only, a link to its row in the admin', async () => {
    const visual = { label: (typename: string) => (typename === 'QuoteBlock' ? 'Zitat' : 'Tabelle'), editHref: (path: string) => `/admin/collections/articles/3#feld=${path}` };
    const { unmount } = render(await RenderBlocks({ blocks: [quote('Erstens'), teaser('A'), teaser('B'), table], path: '/test', visual }));
    expect(screen.getByRole('link', { name: 'Bearbeiten: Zitat' })).toHaveAttribute('href', '/admin/collections/articles/3#feld=blocks.0');
    // Blocks laid out in a group keep their own index.
    expect(screen.getAllByRole('link', { name: /^Bearbeiten: / }).map((link) => link.getAttribute('href'))).toEqual(['blocks.0', 'blocks.1', 'blocks.2', 'blocks.3'].map((path) => `/admin/collections/articles/3#feld=${path}`));
    unmount();
    const { container } = await renderBlocks([quote('Erstens'), teaser('A'), table]);
    expect(screen.queryByRole('link', { name: /Bearbeiten/ })).toBeNull();
    expect(container.innerHTML).not.toContain('data-visual');
  });

  it('renders valid blocks in order', async () => {
    await renderBlocks([quote('Erstens'), table, quote('Zweitens')]);
    const texts = [screen.getByText('„Erstens“'), screen.getByRole('table'), screen.getByText('„Zweitens“')];
    expect(texts[0]?.compareDocumentPosition(texts[1] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(texts[1]?.compareDocumentPosition(texts[2] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('skips an unknown block type with a log line and renders the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderBlocks([quote('Davor'), unknown, quote('Danach')]);
    expect(screen.getByText('„Davor“')).toBeInTheDocument();
    expect(screen.getByText('„Danach“')).toBeInTheDocument();
    expect(logLines(warn)).toEqual([expect.objectContaining({ event: 'block.unknown', path: '/test', index: 1, typename: 'MapBlock' })]);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('skips an invalid block with the schema issues in a structured log line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderBlocks([invalid, table]);
    expect(screen.getByRole('table')).toBeInTheDocument();
    const [line] = logLines(warn);
    expect(line).toMatchObject({ level: 'warn', event: 'block.invalid', path: '/test', index: 0, typename: 'QuoteBlock' });
    expect(line?.issues).toEqual([{ path: 'quote', message: 'Bitte den Text des Zitats eingeben.' }]);
  });

  it('loses only a block whose component throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderBlocks([quote('Davor'), quote('KAPUTT'), table]);
    expect(screen.getByText('„Davor“')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByText(/KAPUTT/)).not.toBeInTheDocument();
    expect(logLines(warn)).toEqual([expect.objectContaining({ event: 'block.render-error', index: 1, typename: 'QuoteBlock' })]);
  });

  it('shows editors what it skipped and why when diagnostics are on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderBlocks([unknown, invalid, quote('KAPUTT')], true);
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toEqual([
      expect.stringContaining('Block „MapBlock“ wird nicht angezeigt.'),
      expect.stringContaining('quote: Bitte den Text des Zitats eingeben.'),
      expect.stringContaining('Quote exploded'),
    ]);
  });

  it('lays out a run of teasers as one grid, as the teaser’s registry entry declares; a lone teaser takes the text column', async () => {
    const { container } = await renderBlocks([teaser('Eins'), teaser('Zwei'), quote('Dazwischen'), teaser('Drei')]);
    const grids = container.querySelectorAll('.grid');
    expect(grids).toHaveLength(1);
    expect(grids[0]?.querySelectorAll('article')).toHaveLength(2);
    // Not a grid's cell at a third of the page, left: the column of the text around it, with its picture sized for it.
    const alone = screen.getByRole('link', { name: 'Drei' }).closest('article');
    expect(alone?.closest('.grid')).toBeNull();
    expect(alone?.parentElement).toHaveClass('block-prose');
    expect(alone?.querySelector('img, source')?.getAttribute('sizes')).toBe('(min-width: 768px) 44rem, 100vw');
    expect(screen.getByRole('link', { name: 'Eins' }).closest('article')?.querySelector('img, source')?.getAttribute('sizes')).toMatch(/24rem/);
  });

  it('joins teasers across a block the visitor does not see, but not across an editor’s notice in its place', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container, unmount } = await renderBlocks([teaser('Eins'), invalid, teaser('Zwei')]);
    expect(container.querySelectorAll('.grid article')).toHaveLength(2);
    unmount();
    const preview = await renderBlocks([teaser('Eins'), invalid, teaser('Zwei')], true);
    expect(preview.container.querySelectorAll('.grid')).toHaveLength(0);
    expect(preview.container.querySelectorAll('.block-prose > article')).toHaveLength(2);
  });

  it('loads the first picture among the blocks at once and with high priority, the rest lazily', async () => {
    await renderBlocks([quote('Ohne Bild'), teaser('Eins'), teaser('Zwei')]);
    expect(screen.getAllByRole('img').map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
  });

  it('leaves priority to a picture above the blocks, such as an article’s title picture', async () => {
    await renderBlocks([teaser('Eins')], false, false);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
  });

  it('counts the pages of the first block that pages, and one page without such a block', async () => {
    const list: BlockData = {
      __typename: 'ArticleListBlock',
      id: 'l',
      headline: null,
      display: null,
      pageSize: 4,
      channel: { __typename: 'Channel', id: 1, title: 'Verkehr', path: '/verkehr' },
    };
    expect(await countBlockPages([quote('Eins'), list], { path: '/verkehr', pageNumber: 2 })).toBe(4);
    expect(await countBlockPages([quote('Eins')], { path: '/verkehr', pageNumber: 2 })).toBe(1);
  });
});
