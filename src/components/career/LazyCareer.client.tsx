'use client';

import { lazyComponent } from '@/components/lazy/lazyComponent';

/**
 * The career portal's interactive parts, fetched only where they render: Apollo Client and the
 * forms stay out of every other page's JavaScript (a route's client components are otherwise
 * loaded on all of its pages).
 */
export const LazyJobAlertForm = lazyComponent(() => import('./careerWidgets.client').then((module) => module.JobAlertForm));
export const LazyJobFilterList = lazyComponent(() => import('./careerWidgets.client').then((module) => module.JobFilterList));
export const LazyJobAlertAction = lazyComponent(() => import('./careerWidgets.client').then((module) => module.JobAlertAction));
