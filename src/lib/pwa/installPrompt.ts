/**
 * Spec 4: the install prompt appears when the browser offers installation; dismissing it is
 * stored as `hidden` in local storage. The browser's offer (beforeinstallprompt) can come
 * before React hydrates, so it is caught early (instrumentation-client) and kept on `window`,
 * where the banner finds it whichever bundle it came from.
 */
export const INSTALL_PROMPT_KEY = 'mc:install-prompt';
const CHANGE_EVENT = 'mc:install-prompt-change';

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type WindowWithPrompt = Window & { mcInstallPrompt?: BeforeInstallPromptEvent | null };

function setPrompt(event: BeforeInstallPromptEvent | null): void {
  (window as WindowWithPrompt).mcInstallPrompt = event;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our banner asks instead of the browser's own bar, and not at all once dismissed.
    event.preventDefault();
    setPrompt(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setPrompt(null));
}

export const getInstallPrompt = (): BeforeInstallPromptEvent | null => (window as WindowWithPrompt).mcInstallPrompt ?? null;

export function subscribeInstallPrompt(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}

export function isInstallPromptHidden(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_PROMPT_KEY) === 'hidden';
  } catch {
    return false;
  }
}

/** The visitor said no: the banner stays away, on this page and later ones. */
export function hideInstallPrompt(): void {
  try {
    window.localStorage.setItem(INSTALL_PROMPT_KEY, 'hidden');
  } catch {
    // Without storage the banner is gone for this page only.
  }
  setPrompt(null);
}

/** Hands the browser's offer to the visitor; whatever the answer, it is used up. */
export async function promptInstall(event: BeforeInstallPromptEvent): Promise<'accepted' | 'dismissed'> {
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') hideInstallPrompt();
  else setPrompt(null);
  return outcome;
}
