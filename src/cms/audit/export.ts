import type { Endpoint, PayloadRequest } from 'payload';

const COLUMNS = ['createdAt', 'action', 'actorLabel', 'actor', 'entity', 'documentId', 'summary', 'changedFields', 'detail'] as const;
const BATCH = 500;

type Row = Partial<Record<(typeof COLUMNS)[number], unknown>>;

/** A CSV cell (RFC 4180), and never a formula a spreadsheet would run (`=`, `+`, `-`, `@` first). */
export function csvCell(value: unknown): string {
  const text = Array.isArray(value) ? value.join('; ') : value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const isAdmin = (req: PayloadRequest) => Array.isArray(req.user?.roles) && (req.user.roles as unknown[]).includes('admin');

/**
 * `GET /api/audit-log/export?format=csv|json`: every entry, newest first, for administrators,
 * read in batches and streamed. CSV opens in a spreadsheet (UTF-8 with BOM, `;`-free cells quoted).
 */
export const auditExport: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!isAdmin(req)) return Response.json({ errors: [{ message: 'Nur die Administration darf das Protokoll exportieren.' }] }, { status: 403 });
    const format = new URL(req.url ?? '', 'http://localhost').searchParams.get('format') === 'json' ? 'json' : 'csv';
    const { payload } = req;
    const encoder = new TextEncoder();
    let page = 1;
    let started = false;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { docs, hasNextPage } = await payload.find({ collection: 'audit-log', sort: '-createdAt', limit: BATCH, page, depth: 0, overrideAccess: true, pagination: true });
        const rows = (docs as Row[]).map((doc) => Object.fromEntries(COLUMNS.map((column) => [column, doc[column] ?? null])));
        let chunk = '';
        if (!started) chunk += format === 'json' ? '[' : `\uFEFF${COLUMNS.join(',')}\r\n`;
        chunk +=
          format === 'json'
            ? rows.map((row, index) => `${started || index > 0 ? ',' : ''}\n${JSON.stringify(row)}`).join('')
            : rows.map((row) => `${COLUMNS.map((column) => csvCell(row[column])).join(',')}\r\n`).join('');
        started = true;
        if (!hasNextPage) chunk += format === 'json' ? '\n]\n' : '';
        controller.enqueue(encoder.encode(chunk));
        if (!hasNextPage) controller.close();
        page += 1;
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(stream, {
      headers: {
        'Content-Type': format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="protokoll-${day}.${format}"`,
        'Cache-Control': 'no-store',
      },
    });
  },
};
