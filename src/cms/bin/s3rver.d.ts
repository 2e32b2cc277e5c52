// s3rver ships no types; this is the part of its API that s3Server.ts uses.
declare module 's3rver' {
  import type { Server } from 'node:http';
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    /** Creates the configured buckets, then listens. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    httpServer?: Server;
  }

  export = S3rver;
}
