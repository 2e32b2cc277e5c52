import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AccessibleAdmin } from './AccessibleAdmin';

const observed = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the admin’s repairs for assistive technology', () => {
  it('names icon-only controls and labels inputs by their field, as Payload draws them, without overwriting its own', async () => {
    render(<AccessibleAdmin />);
    const form = document.createElement('div');
    form.innerHTML = `
      <div class="collapsible__drag" role="button" tabindex="0"></div>
      <button class="popup-button array-actions__button" aria-label="Eigene"></button>
      <div class="field-type rich-text-lexical"><label class="field-label">Inhalt<span class="required">*</span></label><div contenteditable="true" role="textbox"></div></div>
      <div class="clear-indicator" aria-hidden="true" role="button" tabindex="0"></div>`;
    document.body.append(form);
    await observed();
    expect(form.querySelector('.collapsible__drag')?.getAttribute('aria-label')).toBe('Zeile verschieben');
    expect(form.querySelector('.array-actions__button')?.getAttribute('aria-label')).toBe('Eigene');
    expect(form.querySelector('[contenteditable]')?.getAttribute('aria-label')).toBe('Inhalt');
    expect(form.querySelector('.clear-indicator')?.getAttribute('tabindex')).toBe('-1');
    form.remove();
  });
});
