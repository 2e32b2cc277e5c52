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
  heroImage: null,
} as const;

const picture = (name: string, width: number) => ({ url: `/media/${name}`, width, height: (width * 9) / 16 });
const heroImage = {
  alt: 'Ein Winterreifen im Schnee',
  copyright: null,
  url: '/media/reifen.jpg',
  width: 1920,
  height: 1080,
  sizes: {
    lq: picture('reifen-480.jpg', 480),
    mq: picture('reifen-960.jpg', 960),
    hq: picture('reifen-1920.jpg', 1920),
    lqWebp: picture('reifen-480.webp', 480),
    mqWebp: picture('reifen-960.webp', 960),
    hqWebp: picture('reifen-1920.webp', 1920),
  },
};
const empty = { __typename: 'TeaserBlock', id: 'x', title: null, leadText: null, link: null, author: null, datePublished: null, article: null } as const;

describe('teaser block', () => {
  it('takes title, lead text, author, date and link from the linked article', () => {
    expect(teaserSchema.parse({ ...empty, article })).toEqual({
      title: 'Winterreifenpflicht',
      leadText: 'Was gilt ab November?',
      author: 'Stefan Brunner',
      datePublished: '2026-01-20T08:00:00.000Z',
      link: '/verkehr/winterreifenpflicht-10003',
      image: null,
    });
  });

  it('shows the article’s picture in sized variants, WebP first', () => {
    render(<Teaser {...teaserSchema.parse({ ...empty, article: { ...article, heroImage } })} />);
    const img = screen.getByRole('img', { name: 'Ein Winterreifen im Schnee' });
    expect(img).toHaveAttribute('srcset', '/media/reifen-480.jpg 480w, /media/reifen-960.jpg 960w, /media/reifen-1920.jpg 1920w');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.parentElement?.querySelector('source[type="image/webp"]')).toHaveAttribute('srcset', expect.stringContaining('reifen-480.webp 480w'));
  });

  it('rejects a picture without alternative text', () => {
    const { alt: _alt, ...withoutAlt } = heroImage;
    expect(teaserSchema.safeParse({ ...empty, article: { ...article, heroImage: withoutAlt } }).success).toBe(false);
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
