import { createServer, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

import { describe, expect, it } from 'vitest';

import { behind } from '@/lib/server/pipeline';

import { LINGER_MS, PAGE_BODY_LIMIT, declaresTooLargeForPage, limitPageBodies } from './pageBodyLimit';

describe('the body limit of pages and server actions', () => {
  it('is for bodies over 1 MB to anything but the API’s writes', () => {
    expect(declaresTooLargeForPage('POST', '/verkehr', String(100 * 1024 * 1024))).toBe(true);
    expect(declaresTooLargeForPage('POST', '/admin', String(1024 * 1024 + 1))).toBe(true);
    expect(declaresTooLargeForPage('POST', '/verkehr', String(1024 * 1024))).toBe(false);
    expect(declaresTooLargeForPage('POST', '/verkehr', undefined)).toBe(false);
    expect(declaresTooLargeForPage('POST', '/api/media', String(100 * 1024 * 1024))).toBe(false);
    expect(declaresTooLargeForPage('PATCH', '/api/articles/3', String(100 * 1024 * 1024))).toBe(false);
    // A body nobody reads would be read to its end all the same (Node keeps the connection).
    expect(declaresTooLargeForPage('GET', '/verkehr', String(100 * 1024 * 1024))).toBe(true);
    expect(declaresTooLargeForPage('GET', '/api/articles', String(100 * 1024 * 1024))).toBe(true);
  });

  it('answers 413 as soon as the headers arrive, before any of the body, without the server’s handler', async () => {
    let handled = 0;
    const server = createServer(
      behind([limitPageBodies], (_, response) => {
        handled += 1;
        response.end('ok');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const outgoing = request({ host: '127.0.0.1', port, path: '/karriere', method: 'POST', headers: { 'Content-Length': String(100 * 1024 * 1024) } }, (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
          outgoing.destroy();
        });
        outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
        outgoing.write(Buffer.alloc(1024));
      });
      expect(status).toBe(413);
      expect(handled).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  describe('sent without a length (chunked)', () => {
    /** A server with the limit in front of a handler that reads the whole body and answers with its size. */
    async function withServer(run: (port: number, handled: () => number, bytesRead: () => number) => Promise<void>) {
      let handled = 0;
      const sockets: Socket[] = [];
      const server = createServer(
        behind([limitPageBodies], (incoming, response) => {
          handled += 1;
          let size = 0;
          incoming.on('data', (chunk: Buffer) => (size += chunk.byteLength));
          incoming.on('end', () => response.end(String(size)));
        }),
      );
      server.on('connection', (socket: Socket) => sockets.push(socket));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        await run(
          (server.address() as AddressInfo).port,
          () => handled,
          () => sockets.reduce((sum, socket) => sum + socket.bytesRead, 0),
        );
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }

    /** Sends up to `megabytes` chunked, as fast as the server takes it; resolves with the answer and what had been sent by then. */
    const sendChunked = (port: number, path: string, megabytes: number) =>
      new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        let sent = 0;
        const outgoing = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'Transfer-Encoding': 'chunked', 'Content-Type': 'text/plain' } }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (text: string) => (body += text));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body, sent }));
          response.on('error', () => resolve({ status: response.statusCode ?? 0, body, sent }));
        });
        outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        const write = () => {
          if (outgoing.destroyed) return;
          if (sent >= megabytes * 1024 * 1024) return void outgoing.end();
          sent += chunk.byteLength;
          if (outgoing.write(chunk)) setImmediate(write);
          else outgoing.once('drain', write);
        };
        write();
      });

    it('of 100 MB to a page is answered 413 once it passes 1 MB, and never reaches the handler', async () => {
      await withServer(async (port, handled, bytesRead) => {
        const answer = await sendChunked(port, '/karriere', 100);
        expect(answer.status).toBe(413);
        expect(answer.body).toBe('Die Anfrage ist zu groß (höchstens 1024 kB).');
        // What the client could send before the answer: the limit, and what the sockets' buffers hold.
        // What the server read: the limit and the piece that passed it (the client could send a few
        // MB more into the sockets' buffers before it saw the answer).
        expect(bytesRead()).toBeLessThan(PAGE_BODY_LIMIT + 256 * 1024);
        expect(answer.sent).toBeLessThan(16 * 1024 * 1024);
        expect(handled()).toBe(0);
      });
    });

    it('leaves the client time to read its 413 while it is still sending', async () => {
      await withServer(async (port) => {
        const answer = await new Promise<number | string>((resolve) => {
          const outgoing = request({ host: '127.0.0.1', port, path: '/verkehr', method: 'POST', headers: { 'Transfer-Encoding': 'chunked' } }, (response) => {
            resolve(response.statusCode ?? 0);
            outgoing.destroy();
          });
          outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          // A client busy sending reads its connection only later: 8 MB handed over at once, and
          // nothing read for 300 ms.
          outgoing.on('socket', (socket) => {
            socket.pause();
            setTimeout(() => socket.resume(), 300);
          });
          for (let sent = 0; sent < 8 * 1024 * 1024; sent += 64 * 1024) outgoing.write(Buffer.alloc(64 * 1024, 0x61));
        });
        expect(answer).toBe(413);
      });
    });

    it('closes a refused connection the client keeps open once it had time to read the answer', async () => {
      await withServer(async (port) => {
        const started = performance.now();
        const closedAfter = await new Promise<number>((resolve) => {
          const outgoing = request({ host: '127.0.0.1', port, path: '/verkehr', method: 'POST', headers: { 'Transfer-Encoding': 'chunked' } }, (response) => response.resume());
          outgoing.on('error', () => undefined);
          outgoing.on('socket', (socket) => socket.on('close', () => resolve(performance.now() - started)));
          for (let sent = 0; sent < 2 * 1024 * 1024; sent += 64 * 1024) outgoing.write(Buffer.alloc(64 * 1024, 0x61));
        });
        expect(closedAfter).toBeLessThan(LINGER_MS + 1_000);
      });
    });

    it('within the limit reaches the handler whole', async () => {
      await withServer(async (port, handled) => {
        const answer = await sendChunked(port, '/karriere', 0.5);
        expect(answer).toEqual({ status: 200, body: String(512 * 1024), sent: 512 * 1024 });
        expect(handled()).toBe(1);
      });
    });

    it('to the API’s writes is handed on at once (the API bounds its own bodies)', async () => {
      await withServer(async (port) => {
        const answer = await sendChunked(port, '/api/media', 2);
        expect(answer).toEqual({ status: 200, body: String(2 * 1024 * 1024), sent: 2 * 1024 * 1024 });
      });
    });
  });
});
