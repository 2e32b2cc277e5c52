import { getPublicSettings } from '@/lib/settings/public';

import { requestIdHeader } from './apolloLinks';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The incoming request's id (spec 3), if it sent a well-formed one. */
export function requestIdFrom(headers: Headers): string | undefined {
  const value = headers.get(requestIdHeader(getPublicSettings().productName));
  return value && UUID.test(value) ? value : undefined;
}
