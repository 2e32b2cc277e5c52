import { ClubMark } from './ClubMark';

/** In the admin's navigation (its link to the dashboard): the club's mark where Payload put its own, in its 18 px. */
export function Icon() {
  return <ClubMark size={18} />;
}
