// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { fieldIdOf, pathOfElement, richTextSelectorOf, rowIdOf } from './payloadFieldDom';

describe('the admin form’s names for a field', () => {
  it('goes from a form path to the elements and back', () => {
    expect(fieldIdOf('blocks.2.items.0.question')).toBe('field-blocks__2__items__0__question');
    expect(rowIdOf('blocks.2')).toBe('blocks-row-2');
    expect(rowIdOf('blocks.2.items.1')).toBe('blocks-2-items-row-1');
    expect(rowIdOf('blocks.2.title')).toBeNull();
    expect(richTextSelectorOf('blocks.0.content')).toBe('[data-field-path="blocks\\.0\\.content"]');

    const element = (html: string) => {
      document.body.innerHTML = html;
      return document.body.firstElementChild!;
    };
    expect(pathOfElement(element('<input id="field-blocks__2__items__0__question">'))).toBe('blocks.2.items.0.question');
    expect(pathOfElement(element('<div data-field-path="blocks.0.content"></div>'))).toBe('blocks.0.content');
    expect(pathOfElement(element('<div id="blocks-2-items-row-1"></div>'))).toBe('blocks.2.items.1');
    expect(pathOfElement(element('<div id="blocks-row-3"></div>'))).toBe('blocks.3');
    expect(pathOfElement(element('<div id="main"></div>'))).toBeNull();
  });
});
