import { describe, expect, it } from 'vitest';

import { TAGS, listingTagsForArticle, tagsForPath } from './tags';

describe('cache tags of a page', () => {
  it('tags a page with its own path and every ancestor subtree', () => {
    expect(tagsForPath('/reisen/camping/wohnmobil-tipps-10002')).toEqual([
      'path:/reisen/camping/wohnmobil-tipps-10002',
      'subtree:/reisen',
      'subtree:/reisen/camping',
    ]);
  });

  it('tags the home page with its path only', () => {
    expect(tagsForPath('/')).toEqual([TAGS.path('/')]);
  });
});

describe('listing tags of an article', () => {
  it('names the listings of its channel and of every channel above it', () => {
    expect(listingTagsForArticle('/reisen/camping/wohnmobil-tipps-10002')).toEqual(['listing:/reisen', 'listing:/reisen/camping']);
  });
});
