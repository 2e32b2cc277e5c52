import { describe, expect, it } from 'vitest';

import { PASSWORD_TOO_SHORT, passwordRule } from './passwords';

describe('passwordRule', () => {
  it('asks for at least 12 characters, in German', () => {
    const result = passwordRule.safeParse('kurz-123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe('Das Passwort muss mindestens 12 Zeichen lang sein.');
    expect(passwordRule.safeParse('zwölf-zeiche').success).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordRule.safeParse('🚗🚗🚗🚗🚗🚗').success).toBe(false);
  });
});
