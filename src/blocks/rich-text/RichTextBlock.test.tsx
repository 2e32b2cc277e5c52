import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { bold, doc, h2, internalLink, link, p, ul } from '@/cms/seed/lexical';

import { RichTextBlock } from './RichTextBlock';
import { richTextSchema } from './schema';

/** An internal link as the query returns it at depth 1: the linked document, with its path. */
function resolvedInternalLink(label: string, path: string) {
  const node = internalLink(label, 'articles', 1);
  return { ...node, fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'articles', value: { id: 1, path } } } };
}

describe('rich text block', () => {
  it('rejects content that is not a Lexical document', () => {
    for (const content of [null, 'Text', { root: { type: 'paragraph', children: [] } }, { root: { type: 'root' } }]) {
      expect(richTextSchema.safeParse({ __typename: 'RichTextBlock', id: 'r', content }).success).toBe(false);
    }
  });

  it('renders headings, paragraphs, lists and emphasis', () => {
    const content = doc(h2('Vor der Abfahrt'), p('Bitte ', bold('Vignette'), ' kaufen.'), ul(['Pickerl'], ['Warnweste']));
    render(<RichTextBlock {...richTextSchema.parse({ __typename: 'RichTextBlock', id: 'r', content })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Vor der Abfahrt' })).toBeInTheDocument();
    expect(screen.getByText('Vignette').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pickerl', 'Warnweste']);
  });

  it('writes valid list markup: no numbers in a bulleted list, no empty classes', () => {
    const content = doc(ul(['Pickerl'], ['Warnweste']));
    const { container } = render(<RichTextBlock {...richTextSchema.parse({ __typename: 'RichTextBlock', id: 'r', content })} />);
    expect(container.querySelector('ul')?.outerHTML).toBe('<ul><li>Pickerl</li><li>Warnweste</li></ul>');
  });

  it('sends internal links to the linked page’s path and marks external ones', () => {
    const content = doc(p(resolvedInternalLink('Winterreifen', '/verkehr/winterreifen-10003'), ' und ', link('E-Control', 'https://www.e-control.at')));
    render(<RichTextBlock {...richTextSchema.parse({ __typename: 'RichTextBlock', id: 'r', content })} />);
    expect(screen.getByRole('link', { name: 'Winterreifen' })).toHaveAttribute('href', '/verkehr/winterreifen-10003');
    expect(screen.getByRole('link', { name: 'E-Control' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a link nobody may follow as its text only, and one to another host as external', () => {
    const content = doc(
      p(
        link('Böse', 'javascript:alert(document.cookie)'),
        ' ',
        { ...internalLink('Weg', 'articles', 7), fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'articles', value: 7 } } },
        ' ',
        link('Woanders', '/\\evil.example/x'),
      ),
    );
    render(<RichTextBlock {...richTextSchema.parse({ __typename: 'RichTextBlock', id: 'r', content })} />);
    expect(screen.getByText('Böse', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Böse' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Weg' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Woanders' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
