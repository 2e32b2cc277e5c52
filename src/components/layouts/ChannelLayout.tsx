import type { ReactNode } from 'react';

import { SiteShell } from './SiteShell';

interface ChannelLayoutProps {
  title: string;
  isHome: boolean;
  children: ReactNode;
}

export function ChannelLayout({ title, isHome, children }: ChannelLayoutProps) {
  return (
    <SiteShell>
      <div className={isHome ? 'bg-brand text-white' : 'border-b border-line bg-surface'}>
        <div className={`mx-auto max-w-page px-4 md:px-6 ${isHome ? 'py-12 md:py-16' : 'py-8 md:py-10'}`}>
          <h1 className={`font-extrabold tracking-tight ${isHome ? 'max-w-3xl text-4xl md:text-5xl' : 'text-3xl text-darkgrey md:text-4xl'}`}>
            {title}
          </h1>
        </div>
      </div>
      <div className="mx-auto max-w-page px-4 py-8 md:px-6 md:py-10">{children}</div>
    </SiteShell>
  );
}
