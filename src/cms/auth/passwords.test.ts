import * as common from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';

import { PASSWORD_BLANK, PASSWORD_TOO_GUESSABLE, PASSWORD_TOO_SHORT, passwordProblem } from './passwords';

describe('a new password', () => {
  it('has at least 12 characters, counted as characters, not UTF-16 units', () => {
    expect(PASSWORD_TOO_SHORT).toBe('Das Passwort muss mindestens 12 Zeichen lang sein.');
    expect(passwordProblem('kurz-123')).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('🚗🚗🚗🚗🚗🚗')).toBe(PASSWORD_TOO_SHORT);
  });

  it('is not blank: 12 spaces or tabs are refused with their own message', () => {
    expect(passwordProblem(' '.repeat(12))).toBe(PASSWORD_BLANK);
    expect(passwordProblem('\t \u00a0'.repeat(6))).toBe(PASSWORD_BLANK);
  });

  it('is none of the 1,000 most common passwords, nor one of them made long enough', () => {
    const top = common.dictionary['passwords-common'].slice(0, 1000);
    expect(top).toHaveLength(1000);
    expect(top.filter((password) => passwordProblem(password) === null)).toEqual([]);
    for (const password of ['password1234', 'passwort1234', '123456789012', 'qwertzuiop12', 'iloveyou1234', 'Hallo1234567', 'aaaaaaaaaaaa']) {
      expect(passwordProblem(password), password).toBe(PASSWORD_TOO_GUESSABLE);
    }
  });

  it('is not made of the account’s own name or address', () => {
    expect(passwordProblem('HubertBrandstaetter', ['hubert.brandstaetter@mobilclub.example', 'Hubert Brandstaetter'])).toBe(PASSWORD_TOO_GUESSABLE);
    expect(passwordProblem('HubertBrandstaetter')).toBeNull();
  });

  it('may be a few unrelated words or anything hard to guess', () => {
    for (const password of ['Gletscher-Kompass-Radweg', 'ein-neues-langes-Passwort', 'Pruefung-lang-genug-1', 'mobilclub-admin', 'mobilclub-redaktion']) {
      expect(passwordProblem(password), password).toBeNull();
    }
  });
});
