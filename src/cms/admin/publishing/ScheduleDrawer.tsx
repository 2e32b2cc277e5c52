'use client';

import { Banner, Button, DatePicker, Drawer, Gutter, ShimmerEffect, toast, useConfig, useDocumentInfo, useDocumentTitle, useServerFunctions, useTranslation } from '@payloadcms/ui';
import { useEffect, useId, useState } from 'react';

import { GERMAN_DATE_TIME_FORMATS, GERMAN_PICKER_TEXTS } from '../../fields/datePicker';
import { viennaTime } from '../viennaTime';

import { instantOfViennaDigits, viennaDigitsInBrowserZone } from './viennaWallTime';

type PublishType = 'publish' | 'unpublish';

interface Upcoming {
  id: number | string;
  type: PublishType;
  at: Date;
}

/** The planned changes Payload's server function answers with, as far as this dialog needs them. */
function upcomingEvents(docs: unknown): Upcoming[] {
  if (!Array.isArray(docs)) return [];
  return docs.flatMap((doc: { id?: unknown; input?: { type?: unknown }; waitUntil?: unknown }) => {
    const at = typeof doc.waitUntil === 'string' || doc.waitUntil instanceof Date ? new Date(doc.waitUntil) : null;
    if ((typeof doc.id !== 'string' && typeof doc.id !== 'number') || !at || Number.isNaN(at.getTime())) return [];
    return [{ id: doc.id, type: doc.input?.type === 'unpublish' ? 'unpublish' : 'publish', at }];
  });
}

/**
 * Whether a server function went wrong: false, or the German reason when it gives one (a refused
 * right, cms/scheduling/scheduleServerFunction.ts), else true (it threw, or answered `{ error }`;
 * Payload logs the cause).
 */
async function failed(call: () => unknown): Promise<boolean | string> {
  try {
    const result = await call();
    if (typeof result !== 'object' || result === null || !('error' in result)) return false;
    return 'refusal' in result && typeof result.refusal === 'string' ? result.refusal : true;
  } catch {
    return true;
  }
}

/** Today's remaining times, or the whole day for a later one (the picker offers no past time). */
function earliestTimeOn(day: Date | null, now: Date): Date {
  const sameDay = day !== null && day.toDateString() === now.toDateString();
  return sameDay ? now : new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/**
 * Payload's scheduling dialog, in German throughout: the time is shown and typed as
 * "30.11.2026, 10:00" (also without the comma), in Vienna's time whatever the browser's zone,
 * and the planned changes are listed the same way, each with a button to remove it. It uses
 * Payload's own server functions (`schedulePublish`, `getUpcomingScheduledPublish`), so the
 * job queue runs the change as before.
 */
export function ScheduleDrawer({ slug, defaultType }: { slug: string; defaultType: PublishType }) {
  const { id, collectionSlug, globalSlug } = useDocumentInfo();
  const { title } = useDocumentTitle();
  const { t } = useTranslation();
  const { schedulePublish, getUpcomingScheduledPublish } = useServerFunctions();
  const timezones = useConfig().config.admin.timezones;
  const timezone = timezones.defaultTimezone ?? 'Europe/Vienna';
  const timezoneLabel = timezones.supportedTimezones.find((zone) => zone.value === timezone)?.label ?? timezone;
  const [type, setType] = useState<PublishType>(defaultType);
  // The instant picked, or null.
  const [at, setAt] = useState<Date | null>(null);
  const [processing, setProcessing] = useState(false);
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(null);
  // Counts the changes made here: each one has the list of planned changes read again.
  const [changes, setChanges] = useState(0);
  const ids = useId();

  useEffect(() => {
    let open = true;
    void Promise.resolve(getUpcomingScheduledPublish({ id, collectionSlug, globalSlug })).then((docs) => {
      if (open) setUpcoming(upcomingEvents(docs));
    });
    return () => {
      open = false;
    };
  }, [getUpcomingScheduledPublish, id, collectionSlug, globalSlug, changes]);

  const save = async () => {
    if (!at) {
      toast.error(t('general:noDateSelected'));
      return;
    }
    setProcessing(true);
    const refused = await failed(() =>
      schedulePublish({
        type,
        date: at,
        doc: collectionSlug && id !== undefined ? { relationTo: collectionSlug, value: String(id) } : undefined,
        global: globalSlug || undefined,
        timezone,
      }),
    );
    setProcessing(false);
    if (refused) {
      toast.error(typeof refused === 'string' ? refused : 'Die Planung konnte nicht gespeichert werden. Bitte versuchen Sie es noch einmal.');
      return;
    }
    setAt(null);
    toast.success(t('version:scheduledSuccessfully'));
    setChanges((count) => count + 1);
  };

  const remove = async (jobId: number | string) => {
    if (await failed(() => schedulePublish({ deleteID: jobId }))) {
      toast.error('Die geplante Änderung konnte nicht entfernt werden. Bitte versuchen Sie es noch einmal.');
      return;
    }
    toast.success(t('general:deletedSuccessfully'));
    setChanges((count) => count + 1);
  };

  const now = new Date();
  const shown = at ? viennaDigitsInBrowserZone(at) : null;
  const typeLabel = (kind: PublishType) => (kind === 'publish' ? t('version:publish') : t('version:unpublish'));

  return (
    <Drawer slug={slug} title={t('general:schedulePublishFor', { title })} className="schedule-publish">
      <Gutter className="schedule-publish__scheduler">
        <fieldset className="schedule-publish__types">
          <legend className="field-label">{t('version:type')}</legend>
          {/* Payload's radio markup, so its styles apply (as in its own dialog). */}
          <ul className="schedule-publish__type">
            {(['publish', 'unpublish'] as const).map((kind) => (
              <li key={kind}>
                <label htmlFor={`${ids}-${kind}`}>
                  <div className={`radio-input${type === kind ? ' radio-input--is-selected' : ''}`}>
                    <input id={`${ids}-${kind}`} type="radio" name={`${ids}-type`} checked={type === kind} onChange={() => setType(kind)} disabled={processing} />
                    <span className="radio-input__styled-radio" />
                    <span className="radio-input__label">{typeLabel(kind)}</span>
                  </div>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <label className="field-label" htmlFor={`${ids}-time`}>
          {t('general:time')} – {timezoneLabel} <span className="required">*</span>
        </label>
        <p className="field-description" id={`${ids}-hint`}>
          Zum Beispiel 30.11.2026, 10:00 – in Wiener Zeit.
        </p>
        <DatePicker
          id={`${ids}-picker`}
          pickerAppearance="dayAndTime"
          displayFormat={GERMAN_DATE_TIME_FORMATS[0]}
          timeFormat="HH:mm"
          timeIntervals={15}
          minDate={now}
          minTime={earliestTimeOn(shown, now)}
          maxTime={new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59)}
          readOnly={processing}
          value={shown ?? undefined}
          onChange={(picked) => setAt(picked instanceof Date ? instantOfViennaDigits(picked) : null)}
          overrides={{ ...GERMAN_PICKER_TEXTS, dateFormat: GERMAN_DATE_TIME_FORMATS, id: `${ids}-time`, ariaDescribedBy: `${ids}-hint` }}
        />
        <div className="schedule-publish__actions">
          <Button buttonStyle="primary" disabled={processing} id="scheduled-publish-save" onClick={() => void save()} type="button">
            {t('general:save')}
          </Button>
          {processing ? <span>{t('general:saving')}</span> : null}
        </div>
      </Gutter>
      <Gutter className="schedule-publish__upcoming">
        <h3>{t('general:upcomingEvents')}</h3>
        {upcoming === null ? <ShimmerEffect /> : null}
        {upcoming?.length === 0 ? <Banner type="info">{t('general:noUpcomingEventsScheduled')}</Banner> : null}
        {upcoming && upcoming.length > 0 ? (
          <div className="table">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('version:type')}</th>
                  <th scope="col">{t('general:time')}</th>
                  <th scope="col">{t('general:timezone')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('general:delete')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {upcoming.map((event) => (
                  <tr key={event.id}>
                    <td>{typeLabel(event.type)}</td>
                    <td>
                      <time dateTime={event.at.toISOString()}>{viennaTime.format(event.at)}</time>
                    </td>
                    <td>{timezoneLabel}</td>
                    <td>
                      <Button
                        buttonStyle="icon-label"
                        icon="x"
                        margin={false}
                        onClick={() => void remove(event.id)}
                        aria-label={`${typeLabel(event.type)} am ${viennaTime.format(event.at)} entfernen`}
                      >
                        {t('general:remove')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </Gutter>
    </Drawer>
  );
}
