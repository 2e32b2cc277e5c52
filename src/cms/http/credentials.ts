import config from '@payload-config';
import { executeAuthStrategies, getPayload } from 'payload';

/** Whether a request carries a CMS credential at all: a session cookie or an Authorization header. */
export function hasCredentials(request: Request): boolean {
  return request.headers.has('authorization') || /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '');
}

/**
 * Whether a signed-in CMS user sent the request, as Payload's own strategies decide (session
 * cookie with its origin checks, JWT or API key). A request without any credential is not asked
 * about: a visitor costs no lookup.
 */
export async function isSignedIn(request: Request): Promise<boolean> {
  if (!hasCredentials(request)) return false;
  try {
    const payload = await getPayload({ config });
    const { user } = await executeAuthStrategies({ headers: request.headers, payload });
    return user !== null;
  } catch {
    // The user could not be read (database away): treated as a visitor, and an editor whose
    // request is then refused is told about the outage (outageAnswer.ts).
    return false;
  }
}
