import { getPublicSettings } from '@/lib/settings/public';

import { ClubMark } from './ClubMark';

/** Above the admin's sign-in form: the club's mark and name where Payload put its own. */
export function Logo() {
  const { siteName } = getPublicSettings();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      <ClubMark size={48} />
      <span style={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1, letterSpacing: '-0.01em', color: 'var(--theme-elevation-1000)' }}>
        {siteName} <span style={{ fontWeight: 400, color: 'var(--theme-elevation-650)' }}>CMS</span>
      </span>
    </span>
  );
}
