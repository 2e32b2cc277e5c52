import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ArtDirectedImage } from './ArtDirectedImage';
import { Image } from './Image';
import { IMAGE_SIZES, imageRatioSchema } from './imageProps';

const urls = { urlLq: '/m/pass-480.jpg', urlMq: '/m/pass-960.jpg', urlHq: '/m/pass-1920.jpg' };

describe('Image', () => {
  it('offers the three qualities for 1x, 2x and 3x screens, WebP first', () => {
    render(<Image {...urls} webp={{ lq: '/m/pass-480.webp', mq: '/m/pass-960.webp', hq: '/m/pass-1920.webp' }} alt="Passstraße im Herbst" />);
    const img = screen.getByRole('img', { name: 'Passstraße im Herbst' });
    expect(img).toHaveAttribute('srcset', '/m/pass-480.jpg 1x, /m/pass-960.jpg 2x, /m/pass-1920.jpg 3x');
    expect(img.parentElement?.querySelector('source')).toHaveAttribute('srcset', '/m/pass-480.webp 1x, /m/pass-960.webp 2x, /m/pass-1920.webp 3x');
  });

  it('loads lazily by default and switches from loading to loaded', () => {
    render(<Image {...urls} alt="Passstraße" />);
    const img = screen.getByRole('img', { name: 'Passstraße' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('data-state', 'loading');
    fireEvent.load(img);
    expect(img).toHaveAttribute('data-state', 'loaded');
  });

  it('loads at once when not lazy, shows the copyright, round corners and a vignette', () => {
    const { container } = render(<Image {...urls} alt="Passstraße" lazy={false} copyright="Mobilclub" roundCorners showVignette size="square" />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('© Mobilclub')).toBeInTheDocument();
    expect(container.querySelector('.aspect-square')).toHaveClass('rounded-xl');
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('knows the five ratios of the spec', () => {
    expect(IMAGE_SIZES).toEqual(['16/9', '4/3', '2/1', '3/1', 'square']);
    expect(imageRatioSchema.safeParse('21/9').success).toBe(false);
  });
});

describe('ArtDirectedImage', () => {
  it('serves the desktop crop from 768 px and the mobile crop below', () => {
    render(
      <ArtDirectedImage
        alt="Stau vor dem Tunnel"
        mobile={{ lq: '/m/stau-m1.jpg', mq: '/m/stau-m2.jpg', hq: '/m/stau-m3.jpg' }}
        desktop={{ lq: '/m/stau-d1.jpg', mq: '/m/stau-d2.jpg', hq: '/m/stau-d3.jpg' }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Stau vor dem Tunnel' });
    expect(img).toHaveAttribute('srcset', '/m/stau-m1.jpg 1x, /m/stau-m2.jpg 2x, /m/stau-m3.jpg 3x');
    const source = img.parentElement?.querySelector('source');
    expect(source).toHaveAttribute('media', '(min-width: 768px)');
    expect(source).toHaveAttribute('srcset', '/m/stau-d1.jpg 1x, /m/stau-d2.jpg 2x, /m/stau-d3.jpg 3x');
  });
});
