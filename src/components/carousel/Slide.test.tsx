import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Image } from '@/lib/cms/types';

import { htmlErrors } from '../../../tests/support/htmlValidation';
import { Slide } from './Slide';

const variant = (width: number) => ({ url: `/media/woerthersee-${width}.jpg`, width, height: (width * 9) / 16 });
const image: Image = {
  alt: 'Der Wörthersee am Abend',
  copyright: 'Mobilclub / Demo-Illustration',
  width: 1920,
  height: 1080,
  lq: variant(480),
  mq: variant(960),
  hq: variant(1920),
  webp: null,
};

/** `body` in the smallest whole document: the page check validates whole documents. */
const page = (body: string) => `<!DOCTYPE html><html lang="de-AT"><head><title>Karussell</title></head><body>${body}</body></html>`;

describe('Slide', () => {
  it('lays the caption over the lower edge and the copyright into the corner, both as the figure’s caption', () => {
    render(<Slide image={image} caption="Kärnten: baden im Wörthersee" sizes="100vw" priority={false} />);
    const caption = screen.getByText('Kärnten: baden im Wörthersee');
    const copyright = screen.getByText('© Mobilclub / Demo-Illustration');
    expect(caption.closest('figcaption')).toBe(copyright.closest('figcaption'));
    expect(caption).toHaveClass('absolute', 'inset-x-0', 'bottom-0', 'line-clamp-2');
    expect(copyright).toHaveClass('absolute', 'top-2', 'right-2', 'rounded', 'bg-black/55');
  });

  it('is valid HTML with caption and copyright, with either alone and with neither', async () => {
    for (const [caption, copyright] of [
      ['Am See', 'Mobilclub'],
      ['Am See', null],
      [null, 'Mobilclub'],
      [null, null],
    ] as const) {
      const { container, unmount } = render(<Slide image={{ ...image, copyright }} caption={caption} sizes="100vw" priority={false} />);
      expect(await htmlErrors(page(container.innerHTML)), `caption ${caption}, copyright ${copyright}`).toEqual([]);
      unmount();
    }
  });

  it('the HTML check fails on the old markup, the copyright after the figure’s caption', async () => {
    const old = '<figure><img src="a.webp" alt="x"><figcaption>Am See</figcaption><small>© X</small></figure>';
    expect(await htmlErrors(page(old))).toEqual([expect.stringContaining('element-permitted-order: Element <small> must be used before <figcaption>')]);
    // Without a caption the same <small> is valid: a figure holds any flow content, a figcaption only first or last.
    expect(await htmlErrors(page('<figure><img src="a.webp" alt="x"><small>© X</small></figure>'))).toEqual([]);
  });
});
