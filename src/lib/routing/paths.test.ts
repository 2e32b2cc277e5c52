import { describe, expect, it } from 'vitest';

import { buildArticlePath, buildChannelPath, parsePath, pathFromSegments } from './paths';

describe('parsePath', () => {
  it.each([
    ['/', { kind: 'home', path: '/' }],
    ['/reisen', { kind: 'channel', path: '/reisen', channelSlugs: [], slug: 'reisen' }],
    ['/reisen/', { kind: 'channel', path: '/reisen', channelSlugs: [], slug: 'reisen' }],
    ['/reisen/camping', { kind: 'channel', path: '/reisen/camping', channelSlugs: ['reisen'], slug: 'camping' }],
    ['/a/b/c/d', { kind: 'channel', path: '/a/b/c/d', channelSlugs: ['a', 'b', 'c'], slug: 'd' }],
    ['/e-mobilitaet/100%25-elektrisch', { kind: 'channel', path: '/e-mobilitaet/100%25-elektrisch', channelSlugs: ['e-mobilitaet'], slug: '100%25-elektrisch' }],
  ])('reads %s as a channel path', (path, expected) => {
    expect(parsePath(path)).toEqual(expected);
  });

  it.each([
    ['/verkehr/winterreifen-10003', ['verkehr'], 'winterreifen', 10003],
    ['/reisen/camping/wohnmobil-tipps-10002', ['reisen', 'camping'], 'wohnmobil-tipps', 10002],
    ['/verkehr/top-10-tipps-12345', ['verkehr'], 'top-10-tipps', 12345],
    ['/verkehr/a-1234567890', ['verkehr'], 'a', 1234567890],
    ['/verkehr/zahl-12345-67890', ['verkehr'], 'zahl-12345', 67890],
  ])('reads %s as an article', (path, channelSlugs, slug, articleId) => {
    expect(parsePath(path)).toEqual({ kind: 'article', path, channelSlugs, slug, articleId });
  });

  it.each([
    ['an id of 4 digits', '/verkehr/winterreifen-1234'],
    ['an id of 11 digits', '/verkehr/winterreifen-12345678901'],
    ['no channel before the article segment', '/winterreifen-10003'],
    ['no slug before the id', '/verkehr/-10003'],
  ])('treats a path with %s as a channel, not an article', (_, path) => {
    expect(parsePath(path).kind).toBe('channel');
  });

  it.each([
    ['uppercase letters', '/Reisen'],
    ['an uppercase article slug', '/verkehr/Winterreifen-10003'],
    ['an umlaut', '/e-mobilität'],
    ['an underscore', '/reisen/sommer_urlaub'],
    ['a dot', '/favicon.ico'],
    ['a space', '/reisen/sommer urlaub'],
    ['an empty segment', '/reisen//camping'],
    ['a plus sign', '/reisen+camping'],
    ['no leading slash', 'reisen'],
  ])('rejects a path with %s', (_, path) => {
    expect(parsePath(path).kind).toBe('invalid');
  });
});

describe('building paths', () => {
  it('joins catch-all segments, with no segments meaning the home page', () => {
    expect(pathFromSegments(undefined)).toBe('/');
    expect(pathFromSegments([])).toBe('/');
    expect(pathFromSegments(['reisen', 'camping'])).toBe('/reisen/camping');
  });

  it('builds channel and article paths that parse back to the same thing', () => {
    const channel = buildChannelPath(['reisen'], 'camping');
    expect(channel).toBe('/reisen/camping');
    const article = buildArticlePath(channel, 'wohnmobil-tipps', 10002);
    expect(article).toBe('/reisen/camping/wohnmobil-tipps-10002');
    expect(parsePath(article)).toMatchObject({ kind: 'article', articleId: 10002, slug: 'wohnmobil-tipps' });
  });
});
