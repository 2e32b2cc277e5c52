import Link from 'next/link';

import { SiteLink } from '@/components/link/SiteLink';
import { SearchForm, SearchIcon } from '@/components/search/SearchForm';
import { SEARCH_PATH } from '@/lib/search/paths';
import type { NavigationLink } from '@/lib/cms';

import { HeaderMenu } from '@/components/islands.client';
import { Logo } from './Logo';

function NavList({ links, className }: { links: NavigationLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id}>
          <SiteLink
            href={link.href}
            // Narrower from 768 px: logo, the four links and the search button fill the row there.
            className="block rounded-md px-3 py-2 text-base font-bold whitespace-nowrap text-darkgrey hover:bg-brand-light hover:text-brand md:px-2 lg:px-3"
          >
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader({ siteName, links }: { siteName: string; links: NavigationLink[] }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-page items-center justify-between gap-4 px-4 py-3 md:px-6 lg:gap-6">
        <Link href="/" className="shrink-0 rounded-md" aria-label={`${siteName} – zur Startseite`}>
          <Logo siteName={siteName} />
        </Link>
        {links.length > 0 ? (
          <nav aria-label="Hauptnavigation" className="hidden md:block">
            <NavList links={links} className="flex items-center gap-1" />
          </nav>
        ) : null}
        <div className="ml-auto hidden w-64 lg:block">
          <SearchForm id="header-search" />
        </div>
        {/* Between 768 and 1024 px the links leave no room for the field: the results page has it. */}
        <Link
          href={SEARCH_PATH}
          aria-label="Suche"
          // shrink-0: a row short of room squashed the button to 23 px.
          className="ml-auto hidden size-10 shrink-0 items-center justify-center rounded-md border border-line text-darkgrey hover:bg-brand-light hover:text-brand md:inline-flex lg:hidden"
        >
          <SearchIcon />
        </Link>
        {/* Below 768 px the search and the links fold into a menu that opens without JavaScript. */}
        <HeaderMenu className="group relative md:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border border-line px-3 py-2 font-bold text-darkgrey [&::-webkit-details-marker]:hidden">
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            Menü
          </summary>
          <div className="absolute right-0 mt-2 w-72 rounded-lg border border-line bg-white p-2 shadow-lg">
            <div className="p-1 pb-2">
              <SearchForm id="menu-search" />
            </div>
            {links.length > 0 ? (
              <nav aria-label="Hauptnavigation">
                <NavList links={links} className="flex flex-col" />
              </nav>
            ) : null}
          </div>
        </HeaderMenu>
      </div>
    </header>
  );
}
