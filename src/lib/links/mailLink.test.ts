import { describe, expect, it } from 'vitest';

import { MAIL_LINK_ERRORS, buildMailLink, mailLinkProblem } from './mailLink';

describe('buildMailLink', () => {
  it('builds a plain mailto link', () => {
    expect(buildMailLink({ email: 'service@mobilclub.example' })).toBe('mailto:service@mobilclub.example');
  });

  it('joins address lists with commas and encodes subject and body', () => {
    expect(
      buildMailLink({
        email: ['a@mobilclub.example', 'b@mobilclub.example'],
        cc: 'c@mobilclub.example, d@mobilclub.example',
        bcc: ['e@mobilclub.example'],
        subject: 'Frage zur Vignette & Maut',
        body: 'Grüß Gott,\nich hätte eine Frage.',
      }),
    ).toBe(
      'mailto:a@mobilclub.example,b@mobilclub.example?cc=c%40mobilclub.example%2Cd%40mobilclub.example&bcc=e%40mobilclub.example' +
        '&subject=Frage%20zur%20Vignette%20%26%20Maut&body=Gr%C3%BC%C3%9F%20Gott%2C%0Aich%20h%C3%A4tte%20eine%20Frage.',
    );
  });

  it.each([
    ['no address', { email: '' }, MAIL_LINK_ERRORS.required],
    ['an empty list', { email: [] }, MAIL_LINK_ERRORS.required],
    ['a malformed address', { email: 'service-at-mobilclub.example' }, MAIL_LINK_ERRORS.email],
    ['a malformed cc', { email: 'a@mobilclub.example', cc: 'kein-mail' }, MAIL_LINK_ERRORS.cc],
    ['a malformed bcc', { email: 'a@mobilclub.example', bcc: ['b@mobilclub.example', 'x@'] }, MAIL_LINK_ERRORS.bcc],
  ])('rejects %s with its exact message', (_, options, message) => {
    expect(() => buildMailLink(options)).toThrow(message);
  });

  it('has the four messages of the spec', () => {
    expect(Object.values(MAIL_LINK_ERRORS)).toEqual([
      'Email is a required parameter',
      'Invalid email format',
      'Invalid cc email format',
      'Invalid bcc email format',
    ]);
  });
});

describe('mailLinkProblem', () => {
  it.each([
    ['mailto:service@mobilclub.example', null],
    ['mailto:a@mobilclub.example,b@mobilclub.example?cc=c@mobilclub.example&bcc=d@mobilclub.example&subject=Hallo', null],
    ['mailto:?to=a@mobilclub.example', null],
    ['mailto:service%40mobilclub.example', null],
    ['mailto:', 'required'],
    ['mailto:?subject=Hallo', 'required'],
    ['mailto:service-at-mobilclub.example', 'email'],
    ['mailto:a@mobilclub.example?cc=kein-mail', 'cc'],
    ['mailto:a@mobilclub.example?bcc=x@', 'bcc'],
    ['https://mobilclub.example', 'required'],
  ])('checks %j by the spec’s mail rules: %s', (href, problem) => {
    expect(mailLinkProblem(href)).toBe(problem);
  });
});
