import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SiteLink } from './SiteLink';

describe('SiteLink', () => {
  it('leads along the site’s paths and marks other hosts as external, a backslash path included', () => {
    render(
      <>
        <SiteLink href="/reisen">Reisen</SiteLink>
        <SiteLink href={'/\\evil.example/x'}>Woanders</SiteLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Reisen' })).toHaveAttribute('href', '/reisen');
    expect(screen.getByRole('link', { name: 'Reisen' })).not.toHaveAttribute('rel');
    expect(screen.getByRole('link', { name: 'Woanders' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('makes no link of an address nobody may follow', () => {
    render(<SiteLink href="javascript:alert(document.cookie)">Klick</SiteLink>);
    expect(screen.getByText('Klick')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
