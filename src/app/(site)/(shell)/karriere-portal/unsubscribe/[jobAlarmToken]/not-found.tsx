import { InvalidLinkScreen } from '@/components/career/JobAlertLinkPage';

export default function InvalidLink() {
  return <InvalidLinkScreen />;
}
