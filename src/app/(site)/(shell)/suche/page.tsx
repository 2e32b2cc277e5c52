import type { Metadata } from 'next';
import { headers } from 'next/headers';

import { Alert } from '@/components/alert/Alert';
import { DefaultLayout } from '@/components/layouts/DefaultLayout';
import { SiteLink } from '@/components/link/SiteLink';
import { Pagination } from '@/components/pagination/Pagination';
import { SearchForm } from '@/components/search/SearchForm';
import { SearchHitTeaser } from '@/components/search/SearchHitTeaser';
import { Headline } from '@/components/text/Headline';
import { PageView } from '@/components/islands.client';
import { type NavigationLink, type SearchResults, getNavigation, searchSite } from '@/lib/cms';
import { clientKey } from '@/lib/http/rateLimit';
import { normalizedQuery, queryProblem, searchLimitMark } from '@/lib/search/limitedSearch';
import { MAX_SEARCH_PAGE, MAX_SEARCH_QUERY_LENGTH, SEARCH_RATE_LIMIT_MESSAGE } from '@/lib/search/limits';
import { searchHref } from '@/lib/search/paths';
import { takeSearchLimit } from '@/lib/search/rateLimit';

// Per request, never at build time: the query is the visitor's (and the CMS may not be there yet).
export const dynamic = 'force-dynamic';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<SearchParams> };

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function readQuery(params: SearchParams): { query: string; page: number } {
  const page = Number(firstValue(params.page));
  return {
    query: normalizedQuery(firstValue(params.q)),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_SEARCH_PAGE) : 1,
  };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query } = readQuery(await searchParams);
  const shown = query.length > 0 && query.length <= MAX_SEARCH_QUERY_LENGTH ? `: „${query}“` : '';
  // Result pages are many and thin: not indexed, but their links are followed.
  return { title: `Suche${shown}`, robots: { index: false, follow: true } };
}

type Outcome =
  | { kind: 'empty' }
  | { kind: 'too-long'; length: number }
  | { kind: 'limited' }
  | { kind: 'results'; results: SearchResults };

async function search(query: string, page: number): Promise<Outcome> {
  const requestHeaders = await headers();
  // The proxy counts a page's search (so that over the limit it can answer 429) and says so.
  const mark = searchLimitMark(requestHeaders);
  if (mark === 'limited') return { kind: 'limited' };
  const problem = queryProblem(query);
  if (problem === 'empty') return { kind: 'empty' };
  if (problem === 'too-long') return { kind: 'too-long', length: query.length };
  if (mark !== 'counted' && !(await takeSearchLimit(clientKey(requestHeaders))).ok) return { kind: 'limited' };
  return { kind: 'results', results: await searchSite(query, page) };
}

/**
 * The site search: `/suche?q=…&page=N`. Rendered per request (the query is the visitor's),
 * counted per client, never cached or indexed (next.config.ts sets the headers).
 */
export default async function SearchPage({ searchParams }: Props) {
  const { query, page } = readQuery(await searchParams);
  const outcome = await search(query, page);
  const navigation = outcome.kind === 'results' && outcome.results.totalDocs > 0 ? null : await getNavigation();
  return (
    <DefaultLayout>
      <PageView name="search" />
      <Headline tag="h1" className="mb-6">
        Suche
      </Headline>
      <div className="max-w-2xl">
        <SearchForm id="search-page-query" query={query.slice(0, MAX_SEARCH_QUERY_LENGTH * 2)} size="large" />
      </div>
      <div className="mt-8">
        {outcome.kind === 'empty' ? (
          <Alert modifier="info" title="Wonach suchen Sie?">
            Bitte geben Sie einen Suchbegriff ein, zum Beispiel „Vignette“, „Pannenhilfe“ oder „Winterreifen“.
          </Alert>
        ) : null}
        {outcome.kind === 'too-long' ? (
          <Alert modifier="warning" title="Suchbegriff zu lang">
            Ihr Suchbegriff hat {outcome.length.toLocaleString('de-AT')} Zeichen. Bitte verwenden Sie höchstens {MAX_SEARCH_QUERY_LENGTH} Zeichen, am besten ein bis
            drei Wörter.
          </Alert>
        ) : null}
        {outcome.kind === 'limited' ? (
          <Alert modifier="warning" title="Bitte kurz warten">
            {SEARCH_RATE_LIMIT_MESSAGE}
          </Alert>
        ) : null}
        {outcome.kind === 'results' && outcome.results.totalDocs > 0 ? <Results query={query} page={page} results={outcome.results} /> : null}
        {outcome.kind === 'results' && outcome.results.totalDocs === 0 ? <NoResults query={query} channels={navigation?.header ?? []} /> : null}
        {outcome.kind === 'empty' && navigation ? <MainChannels channels={navigation.header} /> : null}
      </div>
    </DefaultLayout>
  );
}

function Results({ query, page, results }: { query: string; page: number; results: SearchResults }) {
  const stems = new Set(results.stems);
  const count = results.totalDocs === 1 ? '1 Treffer' : `${results.totalDocs.toLocaleString('de-AT')} Treffer`;
  return (
    <section aria-labelledby="search-results-heading">
      <p id="search-results-heading" role="status" className="mb-6 text-base text-darkgrey">
        {count} für <strong>„{query}“</strong>
        {page > 1 ? <span className="text-lightgrey"> · Seite {page}</span> : null}
      </p>
      {results.hits.length === 0 ? (
        <p className="text-base text-lightgrey">
          Diese Seite der Ergebnisse gibt es nicht. <SiteLink href={searchHref(query)}>Zur ersten Seite</SiteLink>
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {results.hits.map((hit, index) => (
            <li key={hit.path}>
              <SearchHitTeaser hit={hit} stems={stems} priority={index === 0} />
            </li>
          ))}
        </ol>
      )}
      <div className="mt-10">
        {/* Not fetched ahead: the next page is a search of its own (uncached, and counted against the visitor's limit). */}
        <Pagination amountPages={results.totalPages} currentPage={page} basePath={searchHref(query)} label={`Seiten der Suchergebnisse für „${query}“`} prefetch={false} />
      </div>
    </section>
  );
}

function NoResults({ query, channels }: { query: string; channels: NavigationLink[] }) {
  return (
    <section aria-labelledby="search-empty-heading">
      <h2 id="search-empty-heading" className="text-2xl font-bold text-darkgrey">
        Keine Treffer für „{query}“
      </h2>
      <p className="mt-4 text-base text-darkgrey">So finden Sie vielleicht, was Sie suchen:</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-base text-darkgrey">
        <li>Prüfen Sie die Schreibweise der Suchbegriffe.</li>
        <li>Verwenden Sie weniger Wörter: Jedes Wort muss auf der Seite vorkommen.</li>
        <li>Versuchen Sie ein allgemeineres Wort, etwa „Reifen“ statt „Ganzjahresreifenwechsel“.</li>
      </ul>
      <MainChannels channels={channels} />
    </section>
  );
}

function MainChannels({ channels }: { channels: NavigationLink[] }) {
  if (channels.length === 0) return null;
  return (
    <nav aria-labelledby="search-channels-heading" className="mt-8">
      <h2 id="search-channels-heading" className="text-xl font-bold text-darkgrey">
        Oder stöbern Sie in unseren Themen
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {channels.map((channel) => (
          <li key={channel.id}>
            <SiteLink
              href={channel.href}
              className="inline-block rounded-full bg-brand-light px-4 py-2 font-bold text-brand no-underline hover:bg-brand hover:text-white"
            >
              {channel.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
