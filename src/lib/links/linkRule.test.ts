import { describe, expect, it } from 'vitest';

import { LINK_MESSAGES, isForbiddenLink, linkProblem, schemeOf } from './linkRule';

describe('the link rule editors write links by', () => {
  it.each([
    '/reisen',
    '/reisen/camping?page=2#faq',
    '#inhalt',
    '?page=2',
    'https://www.example.org/seite',
    'http://www.example.org',
    'mailto:service@mobilclub.example',
    'mailto:a@mobilclub.example,b@mobilclub.example?cc=c@mobilclub.example&subject=Frage%20zur%20Maut',
    'tel:+43 1 711 99-0',
  ])('accepts %j', (link) => {
    expect(linkProblem(link)).toBeNull();
  });

  it.each([
    ['javascript:alert(document.cookie)', LINK_MESSAGES.scheme],
    ['JavaScript:alert(1)', LINK_MESSAGES.scheme],
    [' javascript:alert(1)', LINK_MESSAGES.scheme],
    ['java\tscript:alert(1)', LINK_MESSAGES.scheme],
    ['data:text/html,<script>alert(1)</script>', LINK_MESSAGES.scheme],
    ['vbscript:msgbox(1)', LINK_MESSAGES.scheme],
    ['file:///etc/passwd', LINK_MESSAGES.scheme],
    ['/\\evil.example/x', LINK_MESSAGES.otherHost],
    ['//evil.example/x', LINK_MESSAGES.otherHost],
    ['/%2F/evil.example', LINK_MESSAGES.otherHost],
    ['mailto:', LINK_MESSAGES.mail.required],
    ['mailto:?subject=Hallo', LINK_MESSAGES.mail.required],
    ['mailto:service-at-mobilclub.example', LINK_MESSAGES.mail.email],
    ['mailto:a@mobilclub.example?cc=niemand', LINK_MESSAGES.mail.cc],
    ['mailto:a@mobilclub.example?bcc=x@', LINK_MESSAGES.mail.bcc],
    ['www.example.org', LINK_MESSAGES.target],
    ['https://localhost', LINK_MESSAGES.target],
    ['/mit leerzeichen', LINK_MESSAGES.target],
    ['tel:Zentrale', LINK_MESSAGES.target],
  ])('refuses %j, saying why', (link, message) => {
    expect(linkProblem(link)).toBe(message);
  });

  it('reads a scheme as a browser does', () => {
    expect(schemeOf('\u0001 JAVA\nSCRIPT:alert(1)')).toBe('javascript:');
    expect(schemeOf('/reisen:winter')).toBeNull();
    expect(schemeOf('#a:b')).toBeNull();
  });

  it('never lets anyone store a scheme but https, http, mailto and tel', () => {
    expect(['https://a.example', 'http://a.example', 'mailto:x', 'tel:1', '/reisen', 'reisen', 'www.example.org'].some(isForbiddenLink)).toBe(false);
    expect(['javascript:alert(1)', 'data:text/html,x', 'blob:https://a.example/1', 'ftp://a.example'].every(isForbiddenLink)).toBe(true);
  });
});
