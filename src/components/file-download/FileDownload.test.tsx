import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FileDownload, fileDownloadSchema, formatFileSize } from './FileDownload';

const pdf = { fileName: 'Mitgliedsantrag 2027', fileSize: 1_258_291, fileType: 'PDF', filePath: '/downloads/antrag-2027.pdf' } as const;

describe('FileDownload', () => {
  it('accepts PDF files only', () => {
    expect(fileDownloadSchema.safeParse(pdf).success).toBe(true);
    expect(fileDownloadSchema.safeParse({ ...pdf, fileType: 'DOCX' }).success).toBe(false);
  });

  it.each([
    [512, '512 Byte'],
    [870_400, '850 KB'],
    [1_258_291, '1,2 MB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('links the file with its name, type and size', () => {
    render(<FileDownload {...pdf} />);
    const link = screen.getByRole('link', { name: /Mitgliedsantrag 2027/ });
    expect(link).toHaveAttribute('href', '/downloads/antrag-2027.pdf');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent('PDF, 1,2 MB');
  });
});
