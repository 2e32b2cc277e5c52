import { describe, expect, it } from 'vitest';

import { LANGUAGE_TAG, isWebVtt } from './captions';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('WebVTT check', () => {
  it('takes files that start with WEBVTT, with or without a byte order mark or a header text', () => {
    expect(isWebVtt(bytes('WEBVTT\n\n00:00.000 --> 00:01.000\nHallo'))).toBe(true);
    expect(isWebVtt(bytes('WEBVTT - Deutsch\r\n'))).toBe(true);
    expect(isWebVtt(bytes('WEBVTT'))).toBe(true);
    expect(isWebVtt(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('WEBVTT\n')]))).toBe(true);
  });

  it('refuses SRT, other text and look-alikes', () => {
    expect(isWebVtt(bytes('1\n00:00:00,000 --> 00:00:01,000\nHallo'))).toBe(false);
    expect(isWebVtt(bytes('WEBVTTX\n'))).toBe(false);
    expect(isWebVtt(bytes(' WEBVTT\n'))).toBe(false);
    expect(isWebVtt(new Uint8Array())).toBe(false);
  });

  it('knows a language tag', () => {
    expect(['de', 'de-AT', 'en', 'gsw'].every((tag) => LANGUAGE_TAG.test(tag))).toBe(true);
    expect(['Deutsch', 'de_AT', '', 'de-'].some((tag) => LANGUAGE_TAG.test(tag))).toBe(false);
  });
});
