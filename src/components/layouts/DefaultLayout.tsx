import type { ReactNode } from 'react';

import { SiteShell } from './SiteShell';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell>
      <div className="mx-auto max-w-page px-4 py-10 md:px-6">{children}</div>
    </SiteShell>
  );
}
