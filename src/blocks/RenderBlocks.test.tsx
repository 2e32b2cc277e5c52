import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { BlockData } from '@/lib/cms/types';

import type * as QuoteModule from './quote/Quote';
import { RenderBlocks } from './RenderBlocks';

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

async function renderBlocks(blocks: BlockData[], showDiagnostics = false) {
  render(await RenderBlocks({ blocks, path: '/test', showDiagnostics }));
}

function logLines(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

describe('RenderBlocks', () => {
  afterEach(() => vi.restoreAllMocks());

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
    expect(line?.issues).toEqual([{ path: 'quote', message: 'a quote needs text' }]);
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
      expect.stringContaining('quote: a quote needs text'),
      expect.stringContaining('Quote exploded'),
    ]);
  });
});
