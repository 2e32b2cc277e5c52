import { act, render } from '@testing-library/react';
import { vercelStegaCombine } from '@vercel/stega';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { EARLY_CLICKS, EARLY_CLICKS_SCRIPT } from './earlyClicks';
import { VisualMode } from './VisualMode.client';

const QUESTION = 'blocks.2.items.0.question';

/** The preview in the admin's frame, as the server sends it: the banner with the inline script first, then the marked texts. */
function framedPreview() {
  const admin = { postMessage: vi.fn() };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(admin as unknown as Window);
  document.body.innerHTML = `
    <main>
      <div data-preview-banner=""><a id="leave" href="#beendet">Vorschau beenden</a></div>
      <div data-visual-block="2" data-visual-label="FAQ"><span id="question">${vercelStegaCombine('Gilt sie im Tunnel?', { p: QUESTION }, false)}</span></div>
    </main>`;
  // As the browser runs it while parsing, before the texts below it exist.
  new Function(EARLY_CLICKS_SCRIPT)();
  return admin;
}

const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(() => {
  delete (window as Window & { [EARLY_CLICKS]?: unknown })[EARLY_CLICKS];
  document.body.innerHTML = '';
});

describe('a click in the live preview before visual mode’s code has loaded', () => {
  it('is kept (the page does not act on it) and picks its field once the code is there', async () => {
    const admin = framedPreview();
    expect(click('question'), 'the page’s own reaction is cancelled').toBe(false);
    expect(admin.postMessage).not.toHaveBeenCalled();

    render(<VisualMode />);
    await act(() => Promise.resolve());
    expect(admin.postMessage).toHaveBeenCalledTimes(1);
    expect(admin.postMessage).toHaveBeenCalledWith({ type: 'mobilclub-visual', action: 'edit', path: QUESTION }, window.location.origin);

    // From now on visual mode's own listener acts, once per click.
    click('question');
    expect(admin.postMessage).toHaveBeenCalledTimes(2);
  });

  it('leaves the banner’s link alone, and nothing is picked when nothing was clicked', async () => {
    const admin = framedPreview();
    expect(click('leave'), 'the link is followed').toBe(true);
    render(<VisualMode />);
    await act(() => Promise.resolve());
    expect(admin.postMessage).not.toHaveBeenCalled();
  });
});
