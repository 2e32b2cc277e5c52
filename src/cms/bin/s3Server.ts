/*
 * A local S3-compatible object store (s3rver) for several instances of the site to share, as
 * they would share a bucket in production: `tsx src/cms/bin/s3Server.ts --port 4569 --dir
 * .data/cluster/s3 --bucket media` stays in the foreground until SIGTERM or Ctrl-C. Files are
 * kept in the directory across restarts. Development and tests only.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import S3rver from 's3rver';

/** s3rver knows only this one account. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3ServerOptions {
  /** 0: any free port (the endpoint names the one taken). */
  port: number;
  directory: string;
  bucket: string;
  /** 127.0.0.1 unless given: the instances run on this machine. */
  address?: string;
}

export interface S3Server {
  /** For S3_ENDPOINT (path-style requests, S3_FORCE_PATH_STYLE=true). */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

/** Starts s3rver with the bucket created (kept if it already exists in the directory). */
export async function startS3Server({ port, directory, bucket, address = '127.0.0.1' }: S3ServerOptions): Promise<S3Server> {
  const server = new S3rver({ address, port, directory: path.resolve(directory), silent: true, configureBuckets: [{ name: bucket }] });
  const listening = await server.run();
  const host = listening.family === 'IPv6' ? `[${listening.address}]` : listening.address;
  return {
    endpoint: `http://${host}:${listening.port}`,
    ...S3RVER_CREDENTIALS,
    async close() {
      const closed = server.close();
      // Clients keep connections alive; without this, closing waits for them to time out.
      server.httpServer?.closeAllConnections();
      await closed;
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4569' },
      dir: { type: 'string', default: '.data/s3' },
      bucket: { type: 'string', default: 'media' },
      address: { type: 'string', default: '127.0.0.1' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('--port must be a port number');
  const server = await startS3Server({ port, directory: values.dir, bucket: values.bucket, address: values.address });
  console.log(`S3 server at ${server.endpoint}, bucket ${values.bucket}, files in ${path.resolve(values.dir)}`);
  console.log(`  S3_ENDPOINT=${server.endpoint} S3_BUCKET=${values.bucket} S3_ACCESS_KEY_ID=${server.accessKeyId} S3_SECRET_ACCESS_KEY=${server.secretAccessKey}`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping the S3 server failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

// Run as a command, not when imported (by the cluster script or tests).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error('Starting the S3 server failed:', error);
    process.exit(1);
  });
}
