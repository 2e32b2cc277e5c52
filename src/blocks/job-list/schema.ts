import { z } from 'zod';

import { optionalText } from '../rules';

export const jobListSchema = z
  .object({
    __typename: z.literal('JobListBlock'),
    id: z.string().nullish(),
    headline: optionalText,
    showFilters: z.boolean().nullish(),
  })
  .transform(({ id, headline, showFilters }) => ({ id: id ?? null, headline, showFilters: showFilters !== false }));

export type JobListProps = z.output<typeof jobListSchema>;
