import { filled, isBlank } from '../rules';

export const MEDIA_TYPES = ['image', 'artDirected', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const MEDIA_POSITIONS = ['top', 'bottom', 'left', 'right'] as const;
export type MediaPosition = (typeof MEDIA_POSITIONS)[number];

/** Spec 5: media beside the text (left or right) is horizontal; above or below it, vertical. */
export const isHorizontal = (position: MediaPosition | null | undefined) => position === 'left' || position === 'right';

export const MEDIA_WIDTH = { min: 10, max: 90, fallback: '50%' } as const;

/**
 * Spec 5: a horizontal medium's width must contain a percent sign. Written as a number with
 * "%" (a comma or point for decimals), between 10 and 90 so the text keeps room beside it.
 * Returns the German message, or null when the width is fine or not needed.
 */
export function mediaWidthProblem(position: MediaPosition | null | undefined, width: unknown): string | null {
  if (!isHorizontal(position)) return null;
  if (isBlank(width)) return 'Bitte die Breite des Bildes angeben, z. B. 40%.';
  const text = String(width).trim();
  if (!text.includes('%')) return 'Die Breite braucht ein Prozentzeichen, z. B. 40%.';
  const match = /^(\d{1,3}(?:[.,]\d+)?)\s*%$/.exec(text);
  if (!match?.[1]) return 'Bitte nur eine Zahl mit Prozentzeichen angeben, z. B. 40%.';
  const value = Number(match[1].replace(',', '.'));
  if (value < MEDIA_WIDTH.min || value > MEDIA_WIDTH.max) {
    return `Die Breite muss zwischen ${MEDIA_WIDTH.min}% und ${MEDIA_WIDTH.max}% liegen.`;
  }
  return null;
}

/** The width as CSS, once it passed `mediaWidthProblem`. */
export function cssWidth(width: string): string {
  return width.replace(/\s+/g, '').replace(',', '.');
}

export const multimediaRules = {
  image: filled('Bitte ein Bild wählen.'),
  desktopImage: filled('Bitte ein Bild für breite Bildschirme wählen.'),
  mobileImage: filled('Bitte ein Bild für Smartphones wählen.'),
  mediaWidthProblem,
};
