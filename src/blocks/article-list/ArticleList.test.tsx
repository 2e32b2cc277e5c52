import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getArticleList } from '@/lib/cms';
import type { ArticleSummary } from '@/lib/cms/types';

import { messages } from '../testFixtures';
import { ArticleList, articleListPages } from './ArticleList';
import { articleListSchema } from './schema';

vi.mock('@/lib/cms', () => ({ getArticleList: vi.fn() }));

const block = {
  __typename: 'ArticleListBlock',
  id: 'l',
  headline: 'Aktuelle Verkehrsthemen',
  display: null,
  pageSize: 4,
  channel: { __typename: 'Channel', id: 3, title: 'Verkehr', path: '/verkehr' },
} as const;

const article = (n: number): ArticleSummary => ({
  id: n,
  title: `Artikel ${n}`,
  path: `/verkehr/artikel-${10000 + n}`,
  leadText: `Vorspann ${n}`,
  author: 'Stefan Brunner',
  datePublished: '2026-10-20T08:00:00.000Z',
  image: null,
});

describe('article list block', () => {
  beforeEach(() => {
    vi.mocked(getArticleList).mockImplementation(async (_channel, _path, pageSize, page) => ({
      articles: Array.from({ length: pageSize }, (_, index) => article((page - 1) * pageSize + index + 1)),
      totalPages: 3,
    }));
  });

  it('lists the asked page of the channel’s newest articles as teasers, with real page links', async () => {
    render(await ArticleList(articleListSchema.parse(block), { path: '/verkehr', pageNumber: 2, priority: false }));
    expect(getArticleList).toHaveBeenCalledWith(3, '/verkehr', 4, 2);
    expect(screen.getByRole('heading', { level: 3, name: 'Artikel 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Artikel 8' })).toHaveAttribute('href', '/verkehr/artikel-10008');
    const pages = screen.getByRole('navigation', { name: 'Seiten: Aktuelle Verkehrsthemen' });
    expect(within(pages).getAllByRole('link', { name: 'Seite 1' })[0]).toHaveAttribute('href', '/verkehr');
    expect(within(pages).getAllByRole('link', { name: 'Nächste Seite' })[0]).toHaveAttribute('href', '/verkehr?page=3');
  });

  it('shows cards when the editor chose them', async () => {
    render(await ArticleList(articleListSchema.parse({ ...block, display: 'cards' }), { path: '/verkehr', pageNumber: 1, priority: false }));
    expect(screen.getByText('Artikel 1').closest('article')).toHaveClass('bg-surface');
  });

  it('counts its pages for the page to answer 404 past the end', async () => {
    expect(await articleListPages(articleListSchema.parse(block), { path: '/verkehr', pageNumber: 2, priority: false })).toBe(3);
  });

  it.each([
    ['no channel (or an unpublished one)', { channel: null }, { channel: 'Bitte die Rubrik wählen, deren Artikel die Liste zeigt.' }],
    ['one article per page', { pageSize: 1 }, { pageSize: 'Bitte 2 bis 24 Artikel pro Seite angeben.' }],
  ])('rejects %s in German', (_, change, expected) => {
    expect(messages(articleListSchema.safeParse({ ...block, ...change }))).toEqual(expected);
  });
});
