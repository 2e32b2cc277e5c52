import type { ButtonModifier, ButtonSize } from '../tokens';

const base =
  'inline-flex items-center justify-center gap-2 font-bold transition focus-visible:outline-3 focus-visible:outline-offset-3 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

const sizeClass: Record<ButtonSize | 'default', string> = {
  small: 'px-3 py-1.5 text-sm',
  default: 'px-5 py-2.5 text-base',
  large: 'px-7 py-3.5 text-base',
};

// Colours pair a background with a text colour that keeps 4.5:1 contrast.
const colourClass: Partial<Record<ButtonModifier | 'default', string>> = {
  default: 'bg-brand text-white hover:bg-brand-dark',
  success: 'bg-success text-white hover:brightness-90',
  danger: 'bg-danger text-white hover:brightness-90',
  warning: 'bg-[#f2c14e] text-darkgrey hover:brightness-95',
  neutral: 'bg-surface text-darkgrey ring-1 ring-line hover:bg-line',
  info: 'bg-info text-white hover:brightness-90',
  link: 'bg-transparent px-0 text-brand underline underline-offset-4 hover:text-brand-dark',
  muted: 'bg-white text-brand ring-1 ring-brand hover:bg-brand-light',
  empty: 'bg-transparent text-darkgrey hover:bg-surface',
};

export function buttonClasses(size: ButtonSize | null = null, modifiers: readonly ButtonModifier[] = []): string {
  const colour = modifiers.map((modifier) => colourClass[modifier]).find(Boolean) ?? colourClass.default;
  const shape = modifiers.includes('round') ? 'rounded-full' : 'rounded-lg';
  return [base, sizeClass[size ?? 'default'], colour, shape].join(' ');
}
