import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const documentInfo = vi.hoisted(() => ({ hasPublishedDoc: false }));

// The form as Payload's admin gives it: the page's path, and whether it has a published version.
vi.mock('@payloadcms/ui', () => ({
  useFormFields: <T,>(select: (context: [Record<string, { value: unknown }>]) => T) => select([{ path: { value: '/verkehr/neu-10020' } }]),
  useDocumentInfo: () => documentInfo,
}));

const { PageLink } = await import('./PageLink');

describe('the sidebar’s link to the page on the site', () => {
  it('is not offered for a draft that was never published (it led to a 404)', () => {
    documentInfo.hasPublishedDoc = false;
    render(<PageLink />);
    expect(screen.queryByRole('link', { name: /Seite auf der Website öffnen/ })).toBeNull();
  });

  it('leads to the published page', () => {
    documentInfo.hasPublishedDoc = true;
    render(<PageLink />);
    expect(screen.getByRole('link', { name: /Seite auf der Website öffnen/ })).toHaveAttribute('href', '/verkehr/neu-10020');
  });
});
