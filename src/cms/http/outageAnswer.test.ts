import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const count = vi.fn<() => Promise<number>>();
const storageCheck = vi.fn<() => ((signal: AbortSignal) => Promise<unknown>) | null>();

vi.mock('@payload-config', () => ({ default: {} }));
vi.mock('payload', () => ({ getPayload: async () => ({ count }), executeAuthStrategies: vi.fn() }));
vi.mock('@/cms/storage', () => ({ STORAGE_PREFIXES: { media: 'media', documents: 'documents', videos: 'videos', captions: 'captions' }, storageCheck }));

const { withOutageAnswer } = await import('./outageAnswer');

const failing = (status: number) => withOutageAnswer(async () => Response.json({ errors: [{ message: 'Something went wrong.' }] }, { status }));
const upload = (path = '/api/media') => new Request(`http://127.0.0.1${path}`, { method: 'POST', headers: { Authorization: 'JWT x' }, body: 'file' });
const storageDown = () => storageCheck.mockReturnValue(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:3352')));

describe('withOutageAnswer', () => {
  beforeEach(() => {
    count.mockReset().mockResolvedValue(1);
    storageCheck.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('tells the editor in German that nothing was stored when an upload failed on a storage that does not answer', async () => {
    storageDown();
    const response = await failing(500)(upload());
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'Der Dateispeicher ist gerade nicht erreichbar. Es wurde nichts gespeichert. Bitte versuchen Sie es in einigen Sekunden noch einmal.',
    );
    expect((await failing(500)(upload('/api/documents/7'))).status).toBe(503);
  });

  it('answers within 1.5 s when the storage check itself hangs', async () => {
    vi.useFakeTimers();
    storageCheck.mockReturnValue(() => new Promise(() => undefined));
    const answer = failing(500)(upload());
    await vi.advanceTimersByTimeAsync(1_500);
    expect((await answer).status).toBe(503);
  });

  it('passes the error on where the storage answers, or the request stores no file', async () => {
    storageCheck.mockReturnValue(() => Promise.resolve({}));
    expect((await failing(500)(upload())).status).toBe(500);
    storageDown();
    expect((await failing(500)(upload('/api/articles'))).status).toBe(500);
    expect((await failing(500)(upload('/api/mediathek'))).status).toBe(500);
    // Files on the local disk: no service to ask.
    storageCheck.mockReturnValue(null);
    expect((await failing(500)(upload())).status).toBe(500);
  });

  it('names the database first when it does not answer either', async () => {
    storageDown();
    count.mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:3350'));
    const response = await failing(500)(upload());
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Die Datenbank ist gerade nicht erreichbar');
  });

  it('leaves answers that are no failure alone, without asking anyone', async () => {
    storageDown();
    expect((await failing(201)(upload())).status).toBe(201);
    expect((await failing(400)(upload())).status).toBe(400);
    expect(count).not.toHaveBeenCalled();
  });
});
