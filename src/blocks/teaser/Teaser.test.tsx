import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Teaser } from './Teaser';
import { teaserSchema } from './schema';

const article = {
  __typename: 'Article',
  title: 'Winterreifenpflicht',
  leadText: 'Was gilt ab November?',
  author: 'Stefan Brunner',
  datePublished: '2026-01-20T08:00:00.000Z',
  path: '/verkehr/winterreifenpflicht-10003',
} as const;
const empty = { __typename: 'TeaserBlock', id: 'x', title: null, leadText: null, link: null, author: null, datePublished: null, article: null } as const;

describe('teaser block', () => {
  it('takes title, lead text, author, date and link from the linked article', () => {
    expect(teaserSchema.parse({ ...empty, article })).toEqual({
      title: 'Winterreifenpflicht',
      leadText: 'Was gilt ab November?',
      author: 'Stefan Brunner',
      datePublished: '2026-01-20T08:00:00.000Z',
      link: '/verkehr/winterreifenpflicht-10003',
    });
  });

  it('lets its own fields override the article', () => {
    expect(teaserSchema.parse({ ...empty, article, title: 'Eigener Titel', link: '/verkehr' })).toMatchObject({
      title: 'Eigener Titel',
      link: '/verkehr',
      author: 'Stefan Brunner',
    });
  });

  it.each([
    ['neither title nor article', { ...empty, link: '/verkehr' }],
    ['no link', { ...empty, title: 'Nur ein Titel' }],
    ['an unpublished article (null) and no own fields', { ...empty, article: null }],
    ['a malformed date', { ...empty, title: 'T', link: '/x', datePublished: '20.01.2026' }],
  ])('rejects a teaser with %s', (_, data) => {
    expect(teaserSchema.safeParse(data).success).toBe(false);
  });

  it('shows the title as a link, the lead text, the author and the date with its German month', () => {
    render(<Teaser {...teaserSchema.parse({ ...empty, article })} />);
    expect(screen.getByRole('heading', { name: 'Winterreifenpflicht' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Winterreifenpflicht' })).toHaveAttribute('href', '/verkehr/winterreifenpflicht-10003');
    expect(screen.getByText('Was gilt ab November?')).toBeInTheDocument();
    expect(screen.getByText('Stefan Brunner')).toBeInTheDocument();
    expect(screen.getByText('20. Jänner 2026')).toHaveAttribute('datetime', '2026-01-20');
  });

  it('opens an external link as a plain link without referrer', () => {
    render(<Teaser {...teaserSchema.parse({ ...empty, title: 'Extern', link: 'https://example.org/info' })} />);
    expect(screen.getByRole('link', { name: 'Extern' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
