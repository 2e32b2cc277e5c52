/** The site search's GraphQL query: limited per client by the GraphQL route and the results page. */
export const SITE_SEARCH_QUERY = 'siteSearch';

/** Longer queries are refused with a message: no one types a search this long, a script might. */
export const MAX_SEARCH_QUERY_LENGTH = 100;

/** Hits per results page. */
export const SEARCH_PAGE_SIZE = 10;

/** Results pages past this are not served: a visitor refines the query long before. */
export const MAX_SEARCH_PAGE = 50;

/** Searches per client and minute, counted on every instance together (with Redis). */
export const SEARCH_RATE_LIMIT = { limit: 30, windowMs: 60_000 } as const;

export const SEARCH_RATE_LIMIT_MESSAGE = 'Zu viele Suchanfragen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es dann noch einmal.';
