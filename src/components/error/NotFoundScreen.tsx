import { DefaultLayout } from '@/components/layouts/DefaultLayout';
import { PageView } from '@/components/islands.client';

import { ErrorScreen } from './ErrorScreen';
import { NotFoundMessage } from '@/components/islands.client';

/**
 * Spec 2's 404 screen inside the site's frame: for a render that found nothing (the path is
 * known) and for the shared 404 page (`pathKnown: false`, see NotFoundMessage).
 */
export function NotFoundScreen({ pathKnown = true }: { pathKnown?: boolean }) {
  return (
    <DefaultLayout>
      <PageView name="not-found" />
      <ErrorScreen statusCode={404} detail={<NotFoundMessage pathKnown={pathKnown} />} />
    </DefaultLayout>
  );
}
