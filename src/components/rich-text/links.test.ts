import { describe, expect, it } from 'vitest';

import { doc, internalLink, link, p } from '@/cms/seed/lexical';
import { LINK_MESSAGES } from '@/lib/links/linkRule';

import { RICH_TEXT_LINK_MESSAGES, forbiddenRichTextLink, linksOf, richTextLinkProblems } from './links';

/** An internal link as the query returns it at depth 1: the linked page with its path, or only its id when it is not published. */
const served = (label: string, value: unknown) => ({ ...internalLink(label, 'articles', 1), fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'articles', value } } });

describe('links in rich text', () => {
  it('finds every link, however deep, with its text', () => {
    const content = doc(p('Siehe ', link('E-Control', 'https://www.e-control.at'), ' und ', internalLink('Winterreifen', 'articles', 3)));
    expect(linksOf(content)).toEqual([
      { kind: 'custom', url: 'https://www.e-control.at', text: 'E-Control' },
      { kind: 'internal', doc: { relationTo: 'articles', value: 3 }, text: 'Winterreifen' },
    ]);
    expect(linksOf(null)).toEqual([]);
  });

  it('names each link an editor may not publish, by its text', () => {
    const content = doc(
      p(link('Gut', '/reisen'), link('Böse', 'javascript:alert(document.cookie)'), link('Woanders', '/\\evil.example/x')),
      p({ ...internalLink('Ohne Seite', 'articles', 1), fields: { linkType: 'internal', newTab: false, doc: null } }),
    );
    expect(richTextLinkProblems(content)).toEqual([
      `Link „Böse“: ${LINK_MESSAGES.scheme}`,
      `Link „Woanders“: ${LINK_MESSAGES.otherHost}`,
      `Link „Ohne Seite“: ${RICH_TEXT_LINK_MESSAGES.noPage}`,
    ]);
  });

  it('as served, also names internal links whose page is not published', () => {
    const content = doc(p(served('Da', { id: 1, path: '/verkehr/da-10001' }), served('Weg', 7)));
    expect(richTextLinkProblems(content)).toEqual([]);
    expect(richTextLinkProblems(content, { served: true })).toEqual([`Link „Weg“: ${RICH_TEXT_LINK_MESSAGES.unpublished}`]);
  });

  it('picks out a link nobody may store, even in a draft', () => {
    expect(forbiddenRichTextLink(doc(p(link('Böse', ' JavaScript:alert(1)'))))).toMatchObject({ text: 'Böse' });
    expect(forbiddenRichTextLink(doc(p(link('Woanders', '/\\evil.example/x'), link('Unfertig', 'www.example.org'))))).toBeUndefined();
  });
});
