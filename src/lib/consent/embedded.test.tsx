import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as CookieConsent from 'vanilla-cookieconsent';
import { describe, expect, it, vi } from 'vitest';

// The library as its script tag would define it; no stylesheet in jsdom.
vi.mock('./loadScript', () => ({
  loadScript: async () => {
    window.CookieConsent = CookieConsent;
  },
  loadStylesheet: async () => undefined,
}));

const { PARTIAL_TEXT, embeddedAdapter } = await import('./embedded');

describe('the embedded consent library’s settings', () => {
  it('shows a category truthfully as partly granted (mixed) while only some of its services are', async () => {
    const adapter = embeddedAdapter({ tagManager: false, videoVendors: ['mux', 'youtube', 'vimeo'], privacyPolicyPath: '/datenschutz' });
    await adapter.load();
    await adapter.accept('youtube');
    adapter.showSettings();
    const user = userEvent.setup();

    const media = screen.getByRole('checkbox', { name: 'Externe Medien' });
    // One of its three services: neither on nor off.
    expect(media).toBePartiallyChecked();
    expect(screen.getByText(PARTIAL_TEXT)).toBeInTheDocument();
    // Its services, listed when it is opened.
    await user.click(screen.getByRole('button', { name: 'Externe Medien' }));
    expect(screen.getByRole('checkbox', { name: 'YouTube' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mux' })).not.toBeChecked();

    // All three: on.
    await user.click(screen.getByRole('checkbox', { name: 'Mux' }));
    expect(media).toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Vimeo' }));
    expect(media).not.toBePartiallyChecked();
    expect(media).toBeChecked();
    expect(screen.queryByText(PARTIAL_TEXT)).toBeNull();

    // The category's switch takes all of them off; one back on is partial again.
    await user.click(media);
    expect(media).not.toBeChecked();
    expect(media).not.toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'YouTube' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Vimeo' }));
    expect(media).toBePartiallyChecked();

    // Closed without saving and opened again: as saved (YouTube only), still partial.
    CookieConsent.hidePreferences();
    adapter.showSettings();
    expect(media).toBePartiallyChecked();
    expect(screen.getByRole('checkbox', { name: 'YouTube' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vimeo' })).not.toBeChecked();
  });
});
