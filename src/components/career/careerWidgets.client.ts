'use client';

/**
 * The career portal's forms in one module: the job-alert subscription and the link pages'
 * confirm/unsubscribe button. The job filter is not here: it is small and in /karriere's first
 * view, so it comes with the site's client code (islands.client.ts) instead of as a script of its own.
 */
export { JobAlertForm } from '@/blocks/job-alert-form/JobAlertForm.client';
export { JobAlertAction } from './JobAlertAction.client';
