import { describe, expect, it } from 'vitest';

import { SCHEDULE_PUBLISH_TASK } from '@/cms/scheduling/jobs';

import { importInstalled, readInstalled, versionOf } from './canary';

type Handler = (args: Record<string, unknown>) => Promise<unknown>;

/** A signed-in editor's request, as Payload hands it to a server function, with what the handlers call recorded. */
function editorRequest(calls: unknown[]) {
  return {
    user: { id: 1, collection: 'users' },
    i18n: { t: (key: string) => key },
    payload: {
      config: { admin: { user: 'users' } },
      collections: { users: { config: { access: {} } } },
      logger: { error: (...args: unknown[]) => calls.push(['error', ...args]) },
      jobs: { queue: async (job: unknown) => calls.push(['queue', job]) },
      delete: async (operation: unknown) => calls.push(['delete', operation]),
    },
  };
}

describe(`canary: scheduled publishing in @payloadcms/ui and @payloadcms/next ${versionOf('@payloadcms/ui')} (src/cms/admin/publishing/*, ScheduledChanges.tsx)`, () => {
  it('the admin’s server functions still include schedule-publish and get-upcoming-scheduled-publish, as useServerFunctions calls them', () => {
    const registry = readInstalled('@payloadcms/next/dist/utilities/handleServerFunctions.js');
    const provider = readInstalled('@payloadcms/ui/dist/providers/ServerFunctions/index.js');
    for (const [name, hook] of [
      ['schedule-publish', 'schedulePublish'],
      ['get-upcoming-scheduled-publish', 'getUpcomingScheduledPublish'],
    ] as const) {
      expect(registry, `Payload’s admin no longer serves the server function "${name}" that ScheduleDrawer calls (through useServerFunctions().${hook})`).toContain(`'${name}':`);
      expect(provider, `useServerFunctions() no longer offers ${hook} (calling "${name}")`).toMatch(new RegExp(`name: '${name}'[\\s\\S]*${hook}|${hook}[\\s\\S]*name: '${name}'`));
    }
  });

  it('schedule-publish queues Payload’s task from exactly what ScheduleDrawer sends', async () => {
    const { schedulePublishHandler } = await importInstalled<{ schedulePublishHandler: Handler }>('@payloadcms/ui/dist/utilities/schedulePublishHandler.js');
    const calls: unknown[] = [];
    const date = new Date('2026-11-30T09:00:00.000Z');
    // As ScheduleDrawer calls it for an article.
    await schedulePublishHandler({ type: 'unpublish', date, doc: { relationTo: 'articles', value: '5' }, global: undefined, timezone: 'Europe/Vienna', req: editorRequest(calls) });
    expect(
      calls,
      'Payload’s schedulePublish server function takes other arguments now, or queues differently: compare its handler ' +
        '(@payloadcms/ui dist/utilities/schedulePublishHandler.js) with what ScheduleDrawer.tsx sends and what ScheduledChanges.tsx reads from payload-jobs.',
    ).toEqual([
      [
        'queue',
        {
          input: { type: 'unpublish', doc: { relationTo: 'articles', value: '5' }, global: undefined, locale: undefined, timezone: 'Europe/Vienna', user: { relationTo: 'users', value: 1 } },
          task: SCHEDULE_PUBLISH_TASK,
          waitUntil: date,
        },
      ],
    ]);
  });

  it('get-upcoming-scheduled-publish still answers with each job’s id, input.type and waitUntil, which ScheduleDrawer lists', async () => {
    const { getUpcomingScheduledPublishHandler } = await importInstalled<{ getUpcomingScheduledPublishHandler: Handler }>('@payloadcms/ui/dist/utilities/schedulePublishHandler.js');
    expect(String(getUpcomingScheduledPublishHandler), 'what Payload answers for the planned changes changed: check upcomingEvents in ScheduleDrawer.tsx').toMatch(
      /docs\.map\(\(?job\)?\s*=>\s*\(\{\s*id: job\.id,\s*input: \{\s*type:[^}]*\},\s*waitUntil: job\.waitUntil/,
    );
  });
});
