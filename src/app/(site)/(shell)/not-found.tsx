import { NotFoundScreen } from '@/components/error/NotFoundScreen';

export default function NotFound() {
  return <NotFoundScreen />;
}
