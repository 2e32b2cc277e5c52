import { ErrorScreen } from '@/components/error/ErrorScreen';
import { NotFoundMessage } from '@/components/error/NotFoundMessage.client';
import { DefaultLayout } from '@/components/layouts/DefaultLayout';
import { PageView } from '@/components/tracking/PageView.client';

export default function NotFound() {
  return (
    <DefaultLayout>
      <PageView name="not-found" />
      <ErrorScreen statusCode={404} detail={<NotFoundMessage />} />
    </DefaultLayout>
  );
}
