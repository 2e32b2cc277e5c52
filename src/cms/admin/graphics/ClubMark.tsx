/**
 * The club's mark (the site's, src/components/layouts/Logo.tsx and public/icons/icon.svg), drawn
 * for the admin: sized by its props, since the admin has no share of the site's stylesheet.
 */
export function ClubMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false" style={{ flexShrink: 0, display: 'block' }}>
      <rect width="40" height="40" rx="10" fill="#0d3b66" />
      <path d="M11 33c0-7 15-6 15-13S14 14 16 8" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M11 33c0-7 15-6 15-13S14 14 16 8" fill="none" stroke="#0d3b66" strokeWidth="1.2" strokeDasharray="2.5 3" />
      <circle cx="29" cy="9" r="4" fill="#e8553e" />
    </svg>
  );
}
