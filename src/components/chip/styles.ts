/**
 * Spec 9: chip colours include reddish, aquamarine, amethyst and twilight (the dark two with
 * light text). Their zod schema lives in tokens.ts: chips render in the browser, and zod here
 * would ship in every page's script.
 */
export const CHIP_COLORS = ['default', 'reddish', 'aquamarine', 'amethyst', 'twilight'] as const;
export type ChipColor = (typeof CHIP_COLORS)[number];

const colourClass: Record<ChipColor, string> = {
  default: 'bg-chip-default text-brand',
  reddish: 'bg-chip-reddish text-darkgrey',
  aquamarine: 'bg-chip-aquamarine text-darkgrey',
  amethyst: 'bg-chip-amethyst text-white',
  twilight: 'bg-chip-twilight text-white',
};

export function chipClasses(color: ChipColor, muted: boolean): string {
  const look = muted ? 'bg-white text-lightgrey ring-1 ring-line' : colourClass[color];
  return `inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold transition disabled:cursor-not-allowed disabled:opacity-50 ${look}`;
}
