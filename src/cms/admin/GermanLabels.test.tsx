import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { GermanLabels, germanFor } from './GermanLabels';

/** Lets the MutationObserver's callbacks run. */
const observed = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the admin’s English names, in German', () => {
  it('translates whole names anywhere, and the date picker’s beginnings only inside it', () => {
    expect(germanFor('Edit link', false)).toBe('Link bearbeiten');
    expect(germanFor('Choose Date and Time', false)).toBe('Datum und Uhrzeit wählen');
    expect(germanFor('Choose Sonntag, 29. November 2026', true)).toBe('Auswählen: Sonntag, 29. November 2026');
    expect(germanFor('Choose file', false)).toBeNull();
    expect(germanFor('Auswählen: Sonntag', true)).toBeNull();
  });

  it('names the live preview’s frame when it appears', async () => {
    render(<GermanLabels />);
    const frame = Object.assign(document.createElement('iframe'), { id: 'live-preview-iframe' });
    document.body.append(frame);
    await observed();
    expect(frame.title).toBe('Live-Vorschau des Entwurfs');
    frame.remove();
  });

  it('renames the picker’s dialog and days, and says its announcement in German as it changes', async () => {
    render(<GermanLabels />);
    const picker = document.createElement('div');
    picker.innerHTML = `<div role="dialog" aria-label="Choose Date and Time" class="react-datepicker"><div role="option" aria-label="Not available Samstag, 28. November 2026"></div></div><span role="alert" class="react-datepicker__aria-live"></span>`;
    document.body.append(picker);
    await observed();
    expect(picker.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe('Datum und Uhrzeit wählen');
    expect(picker.querySelector('[role="option"]')?.getAttribute('aria-label')).toBe('Nicht verfügbar: Samstag, 28. November 2026');
    const live = picker.querySelector('[role="alert"]');
    live?.append(document.createTextNode('Selected date: 30. November 2026'));
    await observed();
    expect(live?.textContent).toBe('Ausgewähltes Datum: 30. November 2026');
    // React updates the same text node on the next pick.
    if (live?.firstChild) live.firstChild.nodeValue = 'Selected date: 1. Dezember 2026';
    await observed();
    expect(live?.textContent).toBe('Ausgewähltes Datum: 1. Dezember 2026');
    picker.remove();
  });
});
