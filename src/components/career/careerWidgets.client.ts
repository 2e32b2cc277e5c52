'use client';

/**
 * The career portal's interactive parts in one module, so that a page with several of them
 * (/karriere: the job filter and the job-alert form) fetches one script, not one each.
 */
export { JobAlertForm } from '@/blocks/job-alert-form/JobAlertForm.client';
export { JobFilterList } from '@/blocks/job-list/JobFilterList.client';
export { JobAlertAction } from './JobAlertAction.client';
