/** The admin's calls to the review-requests API, with Payload's error answer put into one German sentence. */

const FALLBACK = 'Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.';

/** The message of Payload's error answer: a field's reason if it names one, else the error's. */
export function errorMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors)) return FALLBACK;
  const [first] = body.errors as {
    message?: unknown;
    data?: { errors?: { message?: unknown }[] };
  }[];
  const fieldMessage = first?.data?.errors?.[0]?.message;
  if (typeof fieldMessage === 'string' && fieldMessage) return fieldMessage;
  return typeof first?.message === 'string' && first.message ? first.message : FALLBACK;
}

/** Sends `body` to the review-requests API; null when it was taken, else the reason. */
export async function sendReviewStep(apiRoute: string, method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>): Promise<string | null> {
  try {
    const response = await fetch(`${apiRoute}/review-requests${path}?depth=0`, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return null;
    return errorMessage(await response.json().catch(() => null));
  } catch {
    return FALLBACK;
  }
}
