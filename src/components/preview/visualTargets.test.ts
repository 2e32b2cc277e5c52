// @vitest-environment jsdom
import { vercelStegaCombine } from '@vercel/stega';
import { afterEach, describe, expect, it } from 'vitest';

import { elementsShowing, fieldAt, withoutMarks } from './visualTargets';

const mark = (text: string, p: string, n?: number) => vercelStegaCombine(text, n === undefined ? { p } : { p, n }, false);

/** A preview's blocks as the server renders them in visual mode: marked texts in block boxes. */
function renderPreview() {
  document.body.innerHTML = `
    <main>
      <h1>${mark('Rettungsgasse: So bilden Sie sie richtig', 'title')}</h1>
      <div data-block="RichTextBlock" data-visual-block="0" data-visual-label="Fließtext">
        <a data-visual-edit="blocks.0" href="/admin/collections/articles/4#feld=blocks.0">Bearbeiten</a>
        <p id="p0">Die Regel: <strong>links</strong> ${mark('ausweichen.', 'blocks.0.content', 0)}</p>
        <ul id="list"><li>Eins</li><li id="last">${mark('Zwei', 'blocks.0.content', 1)}</li></ul>
      </div>
      <div data-block="FaqBlock" data-visual-block="2" data-visual-label="FAQ">
        <details><summary id="summary"><span id="question">${mark('Gilt sie im Tunnel?', 'blocks.2.items.0.question')}</span><svg></svg></summary>
        <div id="answer"><p>${mark('Ja.', 'blocks.2.items.0.answer', 0)}</p></div></details>
        <details><summary><span id="second">${mark('Und sonst?', 'blocks.2.items.1.question')}</span></summary></details>
      </div>
    </main>`;
}

const byId = (id: string) => document.getElementById(id)!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('visual mode in the preview', () => {
  it('finds the field of the text pointed at, from the element or around it', () => {
    renderPreview();
    expect(fieldAt(byId('question'))?.target).toEqual({ path: 'blocks.2.items.0.question' });
    // The summary around the question holds one mark: that question.
    expect(fieldAt(byId('summary'))?.target).toEqual({ path: 'blocks.2.items.0.question' });
    // A bold word inside a rich-text paragraph: the paragraph, as a whole.
    const inParagraph = fieldAt(byId('p0').querySelector('strong')!);
    expect(inParagraph?.target).toEqual({ path: 'blocks.0.content', paragraph: 0 });
    expect(inParagraph?.element).toBe(byId('p0'));
    expect(fieldAt(document.querySelector('h1')!)?.target).toEqual({ path: 'title' });
  });

  it('means the block where several fields meet, and nothing outside any', () => {
    renderPreview();
    expect(fieldAt(document.querySelector('[data-visual-block="2"]')!)).toBeNull();
    expect(fieldAt(document.querySelector('main')!)).toBeNull();
  });

  it('finds the elements that show a field, a row, or a block', () => {
    renderPreview();
    expect(elementsShowing({ path: 'blocks.2.items.0.question' })).toEqual([byId('question')]);
    // An array row: every field inside it.
    expect(elementsShowing({ path: 'blocks.2.items.0' })).toEqual([byId('question'), byId('answer').querySelector('p')]);
    expect(elementsShowing({ path: 'blocks.0.content', paragraph: 1 })).toEqual([byId('last')]);
    expect(elementsShowing({ path: 'blocks.0' })).toEqual([document.querySelector('[data-visual-block="0"]')]);
    // A field the page does not show (an empty optional one): its block.
    expect(elementsShowing({ path: 'blocks.2.title' })).toEqual([document.querySelector('[data-visual-block="2"]')]);
    expect(elementsShowing({ path: 'seo.title' })).toEqual([]);
  });

  it('copies text without the marks', () => {
    expect(withoutMarks(`${mark('Gilt sie im Tunnel?', 'blocks.2.items.0.question')}\n${mark('Ja.', 'blocks.2.items.0.answer', 0)}`)).toBe('Gilt sie im Tunnel?\nJa.');
  });
});
