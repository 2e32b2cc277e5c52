import Link from 'next/link';

import { listPageHref } from '@/lib/routing/listPages';

import { DEFAULT_CURRENT_PAGE, DEFAULT_PAGES_TO_SHOW, MOBILE_PAGES_TO_SHOW, type PageItem, paginationItems } from './pages';

export interface PaginationProps {
  amountPages: number;
  currentPage?: number;
  pagesToShow?: number;
  /** Greys the whole pagination out, e.g. while results load. */
  disabled?: boolean;
  /** The page's path; page links add `?page=N` to it (page 1 has no query). */
  basePath: string;
  label?: string;
  /**
   * Whether the router fetches linked pages ahead (when a link comes into view). Off where a
   * page is uncached work: each search results page would run the next page's search too.
   */
  prefetch?: boolean;
}


const itemClass = 'inline-flex size-10 items-center justify-center rounded-lg text-base font-bold';

/**
 * Real links with a page query, so paging works without JavaScript. Below 768 px it shows no
 * neighbours of the current page (spec 9): two lists, one per breakpoint, switched by CSS,
 * so the page stays cacheable and each list has its own gaps.
 */
export function Pagination({
  amountPages,
  currentPage = DEFAULT_CURRENT_PAGE,
  pagesToShow = DEFAULT_PAGES_TO_SHOW,
  disabled = false,
  basePath,
  label = 'Seitennavigation',
  prefetch,
}: PaginationProps) {
  if (amountPages <= 1) return null;
  const current = Math.min(Math.max(1, currentPage), amountPages);
  const arrow = (page: number, text: string, d: string) =>
    disabled || page < 1 || page > amountPages ? (
      <span className={`${itemClass} text-lightgrey`} aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-5">
          <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </span>
    ) : (
      <Link href={listPageHref(basePath, page)} prefetch={prefetch} className={`${itemClass} text-brand hover:bg-brand-light`} aria-label={text}>
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </Link>
    );

  return (
    <nav aria-label={label} className={disabled ? 'opacity-50' : undefined}>
      {[
        { items: paginationItems(amountPages, current, MOBILE_PAGES_TO_SHOW), className: 'flex md:hidden' },
        { items: paginationItems(amountPages, current, pagesToShow), className: 'hidden md:flex' },
      ].map(({ items, className }) => (
        <ul key={className} className={`${className} flex-wrap items-center justify-center gap-1`}>
          <li>{arrow(current - 1, 'Vorherige Seite', 'M15 6l-6 6 6 6')}</li>
          {items.map((item) => (
            <PageListItem key={item.kind === 'gap' ? item.key : item.page} item={item} basePath={basePath} disabled={disabled} prefetch={prefetch} />
          ))}
          <li>{arrow(current + 1, 'Nächste Seite', 'M9 6l6 6-6 6')}</li>
        </ul>
      ))}
    </nav>
  );
}

function PageListItem({ item, basePath, disabled, prefetch }: { item: PageItem; basePath: string; disabled: boolean; prefetch: boolean | undefined }) {
  if (item.kind === 'gap') {
    return (
      <li className={`${itemClass} text-lightgrey`} aria-hidden="true">
        …
      </li>
    );
  }
  const label = (
    <>
      <span className="sr-only">Seite </span>
      {item.page}
    </>
  );
  return (
    <li>
      {item.current || disabled ? (
        <span className={`${itemClass} ${item.current ? 'bg-brand text-white' : 'text-darkgrey'}`} aria-current={item.current ? 'page' : undefined}>
          {label}
        </span>
      ) : (
        <Link href={listPageHref(basePath, item.page)} prefetch={prefetch} className={`${itemClass} text-darkgrey hover:bg-brand-light hover:text-brand`}>
          {label}
        </Link>
      )}
    </li>
  );
}
