import path from 'node:path';

/** Where the last successful backup is noted (BACKUP_STATUS_FILE): its time and size, for the metrics. */
export function backupStatusFile(env: Record<string, string | undefined> = process.env, root: string = process.cwd()): string {
  return path.resolve(root, env.BACKUP_STATUS_FILE?.trim() || '.data/last-backup.json');
}
