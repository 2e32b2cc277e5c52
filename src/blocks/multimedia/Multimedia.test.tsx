import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { lexical, mediaData, messages } from '../testFixtures';
import type { BlockContext } from '../types';
import { Multimedia } from './Multimedia';
import { mediaWidthProblem } from './rules';
import { multimediaSchema } from './schema';

const block = {
  __typename: 'MultimediaBlock',
  id: 'm1',
  mediaType: 'image',
  image: mediaData('nockalm', 'Eine Bergstraße im Herbst'),
  desktopImage: null,
  mobileImage: null,
  ratio: 'r4x3',
  mobileRatio: null,
  roundCorners: true,
  showVignette: false,
  content: null,
  mediaPosition: 'top',
  mediaWidth: null,
} as const;

const context: BlockContext = { path: '/reisen', pageNumber: 1, priority: false };

describe('multimedia: the width of a picture beside the text (spec 5)', () => {
  it.each([
    ['left', '40%', null],
    ['right', '45,5 %', null],
    ['left', '40', 'Die Breite braucht ein Prozentzeichen, z. B. 40%.'],
    ['right', '', 'Bitte die Breite des Bildes angeben, z. B. 40%.'],
    ['left', 'ca. 40%', 'Bitte nur eine Zahl mit Prozentzeichen angeben, z. B. 40%.'],
    ['left', '95%', 'Die Breite muss zwischen 10% und 90% liegen.'],
    ['top', '40', null],
    ['bottom', null, null],
  ] as const)('placed %s with width %j: %s', (position, width, problem) => {
    expect(mediaWidthProblem(position, width)).toBe(problem);
  });
});

describe('multimedia block', () => {
  it('shows the picture in the chosen ratio with round corners and its copyright', () => {
    const { container } = render(Multimedia(multimediaSchema.parse(block), context));
    const img = screen.getByRole('img', { name: 'Eine Bergstraße im Herbst' });
    expect(img).toHaveAttribute('srcset', expect.stringContaining('nockalm-960.jpg 960w'));
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('.aspect-\\[4\\/3\\]')).toHaveClass('rounded-xl');
    expect(screen.getByText('© Mobilclub / Demo-Illustration')).toBeInTheDocument();
  });

  it('loads the page’s first picture at once with high priority', () => {
    render(Multimedia(multimediaSchema.parse(block), { ...context, priority: true }));
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('floats the picture left at the editor’s width, with the text beside it', () => {
    const props = multimediaSchema.parse({ ...block, content: lexical('Die Straße führt durch die Nockberge.'), mediaPosition: 'left', mediaWidth: '40%' });
    render(Multimedia(props, context));
    const text = screen.getByText('Die Straße führt durch die Nockberge.');
    const media = screen.getByRole('img').closest('figure')?.parentElement;
    expect(media).toHaveClass('md:float-left');
    expect(media?.style.getPropertyValue('--media-width')).toBe('40%');
    expect(media?.compareDocumentPosition(text)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '(min-width: 768px) 282px, 100vw');
  });

  it('puts the text first when the picture stands below it', () => {
    render(Multimedia(multimediaSchema.parse({ ...block, content: lexical('Erst der Text.'), mediaPosition: 'bottom' }), context));
    expect(screen.getByText('Erst der Text.').compareDocumentPosition(screen.getByRole('img'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('serves the phone crop below 768 px and the wide one above', () => {
    const props = multimediaSchema.parse({ ...block, mediaType: 'artDirected', image: null, desktopImage: mediaData('see-breit', 'Ein See'), mobileImage: mediaData('see-quadrat', 'Ein See'), ratio: 'r3x1' });
    render(Multimedia(props, context));
    const img = screen.getByRole('img', { name: 'Ein See' });
    expect(img).toHaveAttribute('srcset', expect.stringContaining('see-quadrat-480.jpg'));
    const desktop = [...(img.parentElement?.querySelectorAll('source') ?? [])].find((source) => source.media === '(min-width: 768px)' && !source.type);
    expect(desktop).toHaveAttribute('srcset', expect.stringContaining('see-breit-1920.jpg 1920w'));
  });

  it.each([
    ['no picture', { image: null }, { image: 'Bitte ein Bild wählen.' }],
    ['a width without percent sign beside text', { content: lexical('Text'), mediaPosition: 'right', mediaWidth: '40' }, { mediaWidth: 'Die Breite braucht ein Prozentzeichen, z. B. 40%.' }],
    ['an art-directed picture without its phone crop', { mediaType: 'artDirected', desktopImage: mediaData('a'), mobileImage: null }, { mobileImage: 'Bitte ein Bild für Smartphones wählen.' }],
  ])('rejects %s with the admin’s German message', (_, change, expected) => {
    expect(messages(multimediaSchema.safeParse({ ...block, ...change }))).toEqual(expected);
  });

  it('shows a picture placed left but without text at the full width', () => {
    expect(multimediaSchema.parse({ ...block, mediaPosition: 'left', mediaWidth: '40%' }).width).toBeNull();
  });
});
