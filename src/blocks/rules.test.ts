import { describe, expect, it } from 'vitest';

import { lexical } from './testFixtures';
import { doc, link, p } from '@/cms/seed/lexical';

import { filled, filledText, isBlank, isLinkTarget, optionalLink, rows, validateRichText, validateSiblings, validateWith } from './rules';

describe('block rules', () => {
  it.each([
    [null, true],
    ['  ', true],
    [[], true],
    [lexical(' '), true],
    [lexical('Text'), false],
    ['Text', false],
    [0, false],
  ])('counts %j as blank: %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });

  it.each(['/reisen', '/reisen?page=2', '#inhalt', '?page=2', 'mailto:service@mobilclub.example', 'tel:+43 1 234', 'https://www.example.org/seite'])(
    'accepts the link %s',
    (link) => expect(isLinkTarget(link)).toBe(true),
  );

  it.each(['www.example.org', '//evil.example', '/\\evil.example/x', 'javascript:alert(1)', 'data:text/html,x', 'reisen', 'https://localhost', 'mailto:niemand', 'mailto:a@mobilclub.example?cc=niemand', '/mit leerzeichen'])(
    'refuses the link %s',
    (link) => expect(isLinkTarget(link)).toBe(false),
  );

  it('turns a rule into the admin’s validation: true, or the German message', () => {
    const title = validateWith(filledText('Bitte einen Titel eingeben.'));
    expect(title('Winterreifen')).toBe(true);
    expect(title('')).toBe('Bitte einen Titel eingeben.');
    expect(validateWith(optionalLink)('')).toBe(true);
    expect(validateWith(optionalLink)('irgendwo')).toBe('Bitte einen Pfad wie /reisen, eine Adresse mit https://, mailto: oder tel: angeben.');
  });

  it('checks a rich text’s own rule first, then its links', () => {
    const validate = validateRichText(filled('Bitte einen Text schreiben.'));
    expect(validate(doc(p('Text mit ', link('Link', '/reisen'))))).toBe(true);
    expect(validate(doc(p(' ')))).toBe('Bitte einen Text schreiben.');
    expect(validate(doc(p(link('Klick', 'javascript:alert(1)'))))).toMatch(/^Link „Klick“: Dieser Link ist nicht erlaubt/);
    expect(validateRichText()(null)).toBe(true);
  });

  it('counts rows given as a list (the CMS) or as a number (the admin form)', () => {
    const atLeastOne = validateWith(rows(1, 'Bitte mindestens eine Zeile anlegen.'));
    expect(atLeastOne([{}])).toBe(true);
    expect(atLeastOne(2)).toBe(true);
    expect(atLeastOne(0)).toBe('Bitte mindestens eine Zeile anlegen.');
    expect(atLeastOne(null)).toBe('Bitte mindestens eine Zeile anlegen.');
  });

  it('checks a field against its siblings', () => {
    const validate = validateSiblings<{ other: string }>((value, { other }) => (value || other ? null : 'Eines von beiden, bitte.'));
    expect(validate('', { siblingData: { other: 'x' } })).toBe(true);
    expect(validate('', { siblingData: {} })).toBe('Eines von beiden, bitte.');
  });
});
