import type { Plugin } from 'payload';

import { AUDIT_LOG_SLUG, AuditLog } from './AuditLog';
import { collectionRecorder, globalRecorder, recordFailedSignIn, recordSignIn } from './record';
import { eraseOldAuditEntriesTask } from './retention';

/**
 * Not recorded: visitors' job-alert subscriptions (their data, not the editors' work), the search
 * index (written from the pages) and the record itself.
 */
const UNRECORDED = new Set([AUDIT_LOG_SLUG, 'jobAlerts', 'jobAlertTokens', 'search']);

/**
 * The record of who changed what (audit/AuditLog.ts): its collection, the hooks that write it on
 * every editorial collection and setting, sign-ins and failed ones, and the nightly removal of
 * entries past their retention. Applied after the plugins that add collections.
 */
export const auditPlugin: Plugin = (config) => ({
  ...config,
  collections: [
    ...(config.collections ?? []).map((collection) => {
      if (UNRECORDED.has(collection.slug)) return collection;
      const { beforeOperation, afterChange, afterDelete } = collectionRecorder(collection);
      return {
        ...collection,
        hooks: {
          ...collection.hooks,
          beforeOperation: [...(collection.hooks?.beforeOperation ?? []), beforeOperation],
          afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
          afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
          ...(collection.auth ? { afterLogin: [...(collection.hooks?.afterLogin ?? []), recordSignIn] } : {}),
        },
      };
    }),
    AuditLog,
  ],
  globals: (config.globals ?? []).map((global) => ({ ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), globalRecorder(global)] } })),
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), recordFailedSignIn] },
  jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), eraseOldAuditEntriesTask] },
});
