import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { messages } from '../testFixtures';
import { FileDownloadBlock } from './FileDownloadBlock';
import { isPdf } from './rules';
import { fileDownloadSchema } from './schema';

const document = { __typename: 'Document', title: 'Packliste', url: '/api/documents/file/packliste.pdf', filename: 'packliste.pdf', filesize: 1260, mimeType: 'application/pdf' } as const;
const block = { __typename: 'FileDownloadBlock', id: 'f', title: null, document } as const;

describe('file download block', () => {
  it('links the PDF with its name, type and the size of the file', () => {
    render(FileDownloadBlock(fileDownloadSchema.parse(block)));
    const link = screen.getByRole('link', { name: /Packliste/ });
    expect(link).toHaveAttribute('href', '/api/documents/file/packliste.pdf');
    expect(link).toHaveTextContent('PDF, 1,2 KB');
  });

  it('shows the editor’s name for the download instead of the document’s title', () => {
    render(FileDownloadBlock(fileDownloadSchema.parse({ ...block, title: 'Checkliste zum Ausdrucken' })));
    expect(screen.getByRole('link', { name: /Checkliste zum Ausdrucken/ })).toBeInTheDocument();
  });

  it.each([
    ['no document', { document: null }, { document: 'Bitte ein PDF-Dokument wählen.' }],
    ['a document that is not a PDF', { document: { ...document, mimeType: 'text/plain' } }, { 'document.mimeType': expect.stringContaining('Nur PDF-Dateien sind erlaubt.') }],
  ])('rejects %s in German', (_, change, expected) => {
    expect(messages(fileDownloadSchema.safeParse({ ...block, ...change }))).toEqual(expected);
  });

  it('knows a PDF by its first bytes, not by its name', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(isPdf({ mimetype: 'application/pdf', data: bytes('%PDF-1.4 …') })).toBe(true);
    expect(isPdf({ mimetype: 'application/pdf', data: bytes('Hallo') })).toBe(false);
    expect(isPdf({ mimetype: 'image/png', data: bytes('%PDF-1.4') })).toBe(false);
  });
});
