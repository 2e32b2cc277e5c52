/** Decorative landscape for the home page's hero band: mountains, a winding road, the sun. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 260" className={className} aria-hidden="true" focusable="false">
      <circle cx="420" cy="70" r="34" fill="#f6c453" />
      <path d="M0 200 L90 110 L150 160 L240 60 L330 170 L400 120 L520 210 L520 260 L0 260Z" fill="#1d4f80" />
      <path d="M222 82 L240 60 L258 84 L249 80 L240 90 L231 80Z" fill="#ffffff" />
      <path d="M0 230 C120 200 260 215 520 190 L520 260 L0 260Z" fill="#2a6b4f" />
      <path d="M170 260 C220 230 300 220 330 196 C350 182 330 172 300 170" fill="none" stroke="#e8e2d4" strokeWidth="16" strokeLinecap="round" />
      <path d="M170 260 C220 230 300 220 330 196 C350 182 330 172 300 170" fill="none" stroke="#0d3b66" strokeWidth="2" strokeDasharray="8 8" />
      <circle cx="300" cy="170" r="7" fill="#e8553e" />
    </svg>
  );
}
