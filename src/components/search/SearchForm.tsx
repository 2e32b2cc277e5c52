import { SEARCH_PATH } from '@/lib/search/paths';
import { MAX_SEARCH_QUERY_LENGTH } from '@/lib/search/limits';

/** A magnifying glass, for the search's buttons and links (they carry the words). */
export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

interface SearchFormProps {
  /** Distinguishes the forms of one page (header, mobile menu, results page) for their labels. */
  id: string;
  query?: string;
  size?: 'compact' | 'large';
}

/**
 * A GET form to the results page: works without JavaScript, from any cached page. The field
 * takes a little more than the limit, so a pasted text is cut where the results page says why.
 */
export function SearchForm({ id, query = '', size = 'compact' }: SearchFormProps) {
  const large = size === 'large';
  return (
    <form role="search" action={SEARCH_PATH} method="get" className="flex w-full items-stretch" aria-label={large ? 'Website durchsuchen' : 'Suche'}>
      <label htmlFor={id} className="sr-only">
        Suchbegriff
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={large ? 'z. B. Vignette, Pannenhilfe, Winterreifen' : 'Suchen'}
        maxLength={MAX_SEARCH_QUERY_LENGTH * 2}
        autoComplete="off"
        enterKeyHint="search"
        className={`min-w-0 flex-1 rounded-l-md border border-r-0 border-lightgrey bg-white text-darkgrey placeholder:text-lightgrey focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand ${large ? 'px-4 py-3 text-base' : 'px-3 py-2 text-base'}`}
      />
      <button
        type="submit"
        className={`inline-flex items-center gap-2 rounded-r-md bg-brand font-bold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${large ? 'px-5 text-base' : 'px-3'}`}
      >
        <SearchIcon />
        <span className={large ? undefined : 'sr-only'}>Suchen</span>
      </button>
    </form>
  );
}
