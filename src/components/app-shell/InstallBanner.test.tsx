import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { INSTALL_PROMPT_KEY, captureInstallPrompt } from '@/lib/pwa/installPrompt';

import { InstallBanner } from './InstallBanner.client';

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeAll(() => captureInstallPrompt());
beforeEach(() => {
  window.localStorage.clear();
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
});

describe('InstallBanner', () => {
  it('stays away until the browser offers installation', () => {
    render(<InstallBanner siteName="Mobilclub" />);
    expect(screen.queryByRole('region', { name: 'Mobilclub als App' })).not.toBeInTheDocument();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('region', { name: 'Mobilclub als App' })).toBeInTheDocument();
  });

  it('hands the offer to the browser on "Installieren" and goes away', async () => {
    render(<InstallBanner siteName="Mobilclub" />);
    const event = offerInstall('accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Installieren' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: 'Mobilclub als App' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_PROMPT_KEY)).toBeNull();
  });

  it('remembers "Nicht jetzt" as hidden and does not come back', async () => {
    const { unmount } = render(<InstallBanner siteName="Mobilclub" />);
    offerInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Nicht jetzt' }));
    expect(window.localStorage.getItem(INSTALL_PROMPT_KEY)).toBe('hidden');
    expect(screen.queryByRole('region', { name: 'Mobilclub als App' })).not.toBeInTheDocument();
    unmount();
    render(<InstallBanner siteName="Mobilclub" />);
    offerInstall();
    expect(screen.queryByRole('region', { name: 'Mobilclub als App' })).not.toBeInTheDocument();
  });

  it('counts a no in the browser’s own dialog as a dismissal', async () => {
    render(<InstallBanner siteName="Mobilclub" />);
    offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Installieren' }));
    expect(window.localStorage.getItem(INSTALL_PROMPT_KEY)).toBe('hidden');
  });
});
