import { describe, expect, it } from 'vitest';

import { adminEditHref, blockPathOf, editHash, fromOwnOrigin, isFieldPath, readEditHash, readVisualMessage } from './visual';

describe('visual mode’s messages', () => {
  it('reads its own messages and nothing else', () => {
    expect(readVisualMessage({ type: 'mobilclub-visual', action: 'edit', path: 'blocks.2.items.0.question' })).toEqual({ type: 'mobilclub-visual', action: 'edit', path: 'blocks.2.items.0.question' });
    expect(readVisualMessage({ type: 'mobilclub-visual', action: 'show', path: 'blocks.0.content', paragraph: 2 })).toEqual({ type: 'mobilclub-visual', action: 'show', path: 'blocks.0.content', paragraph: 2 });
    // Payload's own live-preview messages share the channel.
    expect(readVisualMessage({ type: 'payload-live-preview', data: {} })).toBeNull();
    expect(readVisualMessage('mobilclub-visual')).toBeNull();
    expect(readVisualMessage({ type: 'mobilclub-visual', action: 'delete', path: 'title' })).toBeNull();
    // A path is names and row numbers: no selector, no markup, nothing long.
    for (const path of ['blocks.2"] , body', 'blocks.2 img', '', '.title', 'a'.repeat(201), '__proto__.x.', 'blocks..2']) {
      expect(readVisualMessage({ type: 'mobilclub-visual', action: 'edit', path }), path).toBeNull();
    }
    expect(readVisualMessage({ type: 'mobilclub-visual', action: 'edit', path: 'title', paragraph: -1 })).toBeNull();
    expect(readVisualMessage({ type: 'mobilclub-visual', action: 'edit', path: 'title', paragraph: 1.5 })).toBeNull();
  });

  it('counts a message only from the site’s own origin', () => {
    expect(fromOwnOrigin({ origin: 'https://www.mobilclub.example' }, 'https://www.mobilclub.example')).toBe(true);
    expect(fromOwnOrigin({ origin: 'https://evil.example' }, 'https://www.mobilclub.example')).toBe(false);
    expect(fromOwnOrigin({ origin: 'null' }, 'https://www.mobilclub.example')).toBe(false);
    expect(fromOwnOrigin({ origin: 'http://www.mobilclub.example' }, 'https://www.mobilclub.example')).toBe(false);
  });

  it('writes and reads the admin’s deep link to a field', () => {
    expect(adminEditHref('article', 3, { path: 'blocks.1' })).toBe('/admin/collections/articles/3#feld=blocks.1');
    expect(adminEditHref('job', 7, { path: 'title' })).toBe('/admin/collections/jobPostings/7#feld=title');
    expect(editHash({ path: 'blocks.0.content', paragraph: 2 })).toBe('#feld=blocks.0.content~2');
    expect(readEditHash('#feld=blocks.0.content~2')).toEqual({ path: 'blocks.0.content', paragraph: 2 });
    expect(readEditHash('#feld=blocks.1')).toEqual({ path: 'blocks.1' });
    expect(readEditHash('#feld=blocks.1"><img')).toBeNull();
    expect(readEditHash('#inhalt')).toBeNull();
    expect(readEditHash('')).toBeNull();
  });

  it('knows a path’s block row', () => {
    expect(blockPathOf('blocks.3.items.1.question')).toBe('blocks.3');
    expect(blockPathOf('blocks.3')).toBe('blocks.3');
    expect(blockPathOf('title')).toBeNull();
    expect(isFieldPath('blocks.3.items.1.question')).toBe(true);
  });
});
