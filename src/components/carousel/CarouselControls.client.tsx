'use client';

/**
 * Arrow buttons shared by both carousels. At an end they are aria-disabled rather than
 * disabled: a disabled button drops the keyboard focus it holds.
 */
export function ArrowButton({ direction, onClick, disabled, className }: { direction: 'prev' | 'next'; onClick: () => void; disabled: boolean; className?: string }) {
  return (
    <button
      type="button"
      onClick={disabled ? undefined : onClick}
      aria-disabled={disabled || undefined}
      aria-label={direction === 'prev' ? 'Vorherige Folie' : 'Nächste Folie'}
      className={`flex items-center justify-center rounded-full bg-white text-brand shadow-md ring-1 ring-line transition hover:bg-brand-light aria-disabled:cursor-not-allowed aria-disabled:opacity-40 ${className ?? ''}`}
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path d={direction === 'prev' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/** Swiper's accessibility texts, in German. */
export const A11Y_MESSAGES = {
  prevSlideMessage: 'Vorherige Folie',
  nextSlideMessage: 'Nächste Folie',
  firstSlideMessage: 'Das ist die erste Folie',
  lastSlideMessage: 'Das ist die letzte Folie',
  slideLabelMessage: '{{index}} von {{slidesLength}}',
  containerRoleDescriptionMessage: 'Karussell',
  itemRoleDescriptionMessage: 'Folie',
} as const;
