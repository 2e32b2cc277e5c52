import { z } from 'zod';

import { optionalText } from '../rules';

export const jobAlertFormSchema = z
  .object({
    __typename: z.literal('JobAlertFormBlock'),
    id: z.string().nullish(),
    headline: optionalText,
    text: optionalText,
  })
  .transform(({ id, headline, text }) => ({ id: id ?? null, headline: headline ?? 'Job-Alarm einrichten', text }));

export type JobAlertFormProps = z.output<typeof jobAlertFormSchema>;
