import { describe, expect, it } from 'vitest';

import { listPageHref, splitListPage } from './listPages';

describe('list pages', () => {
  it.each([
    [undefined, [], 1],
    [['verkehr'], ['verkehr'], 1],
    [['~2', 'verkehr'], ['verkehr'], 2],
    [['~3'], [], 3],
    [['~12', 'reisen', 'camping'], ['reisen', 'camping'], 12],
  ])('reads %j as the path %j, page %i', (segments, path, page) => {
    expect(splitListPage(segments)).toEqual({ segments: path, pageNumber: page });
  });

  it.each([['~abc'], ['~'], ['~0'], ['~02'], ['~-1'], ['~1.5'], ['~100000']])('has no page for the marker %s (a 404)', (marker) => {
    expect(splitListPage([marker, 'verkehr']).pageNumber).toBeNull();
  });

  it('links page 1 as the page itself and later pages with a page query', () => {
    expect(listPageHref('/verkehr', 1)).toBe('/verkehr');
    expect(listPageHref('/verkehr', 3)).toBe('/verkehr?page=3');
  });
});
