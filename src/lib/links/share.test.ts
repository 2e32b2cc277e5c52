import { describe, expect, it } from 'vitest';

import { facebookShareUrl, linkedInShareUrl, mailShareUrl, xShareUrl } from './share';

const content = { url: 'https://www.mobilclub.example/verkehr/rettungsgasse-10004?a=1&b=2', title: 'Rettungsgasse: So geht’s' };

describe('share links', () => {
  it('uses Facebook’s sharer with the encoded address', () => {
    expect(facebookShareUrl(content)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.mobilclub.example%2Fverkehr%2Frettungsgasse-10004%3Fa%3D1%26b%3D2',
    );
  });

  it('uses X’s share page with the via account and lang de', () => {
    const url = new URL(xShareUrl(content, '@mobilclub'));
    expect(url.origin + url.pathname).toBe('https://x.com/intent/tweet');
    expect(Object.fromEntries(url.searchParams)).toEqual({ url: content.url, text: content.title, via: 'mobilclub', lang: 'de' });
  });

  it('uses LinkedIn’s share page', () => {
    expect(linkedInShareUrl(content)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(content.url)}`);
  });

  it('writes a mail with the title as subject and text plus address as body', () => {
    const mail = mailShareUrl({ ...content, text: 'Lesenswert:' });
    expect(mail.startsWith('mailto:?subject=Rettungsgasse%3A%20So%20geht%E2%80%99s&body=')).toBe(true);
    expect(decodeURIComponent(mail.split('body=')[1] ?? '')).toBe(`Lesenswert:\n\n${content.url}`);
  });
});
