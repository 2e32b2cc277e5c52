'use client';

import { lazyComponent } from '@/components/lazy/lazyComponent';

/**
 * The career portal's forms, fetched only where they render: the forms' code stays out of every
 * other page's JavaScript (a route's client components are otherwise loaded on all of its pages).
 * The job-alert form sits below the postings (on a phone, 2,800 px down /karriere): its code
 * comes as it nears the viewport. The link pages' button is their whole page: at once.
 */
export const LazyJobAlertForm = lazyComponent(() => import('./careerWidgets.client').then((module) => module.JobAlertForm), { nearViewport: true });
export const LazyJobAlertAction = lazyComponent(() => import('./careerWidgets.client').then((module) => module.JobAlertAction));
