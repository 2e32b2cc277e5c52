/** The club's mark: a winding road towards a destination point, on the brand colour. */
export function Logo({ siteName }: { siteName: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#0d3b66" />
        <path
          d="M11 33c0-7 15-6 15-13S14 14 16 8"
          fill="none"
          stroke="#fff"
          strokeWidth="4.5"
          strokeLinecap="round"
        />
        <path d="M11 33c0-7 15-6 15-13S14 14 16 8" fill="none" stroke="#0d3b66" strokeWidth="1.2" strokeDasharray="2.5 3" />
        <circle cx="29" cy="9" r="4" fill="#e8553e" />
      </svg>
      <span className="text-2xl leading-none font-bold tracking-tight text-brand">{siteName}</span>
    </span>
  );
}
