import { describe, expect, it } from 'vitest';

import { LINK_MESSAGES } from './linkRule';
import { REDIRECT_TARGET_MESSAGE, redirectTargetProblem, usableRedirectTarget } from './redirectTarget';

describe('redirect targets', () => {
  it.each(['/reisen', '/reisen/camping', 'https://www.example.org/seite?x=1', 'http://example.org'])('may lead to %j', (to) => {
    expect(redirectTargetProblem(to)).toBeNull();
    expect(usableRedirectTarget(to)).toBe(to);
  });

  it.each([
    ['/\\evil.example/x', LINK_MESSAGES.otherHost],
    ['//evil.example/x', LINK_MESSAGES.otherHost],
    ['/%5C%5Cevil.example', LINK_MESSAGES.otherHost],
    ['/reisen?page=2', REDIRECT_TARGET_MESSAGE],
    ['reisen', REDIRECT_TARGET_MESSAGE],
    ['javascript:alert(1)', REDIRECT_TARGET_MESSAGE],
  ])('never lead to %j', (to, message) => {
    expect(redirectTargetProblem(to)).toBe(message);
    expect(usableRedirectTarget(to)).toBeNull();
  });
});
