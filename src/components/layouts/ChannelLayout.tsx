import type { ReactNode } from 'react';

import { videoObjects } from '@/blocks/multimedia/videoStructuredData';
import { StructuredData } from '@/components/seo/StructuredData';
import type { BlockData } from '@/lib/cms/types';
import { breadcrumbList, organization, webSite } from '@/lib/seo/structuredData';
import { getPublicSettings } from '@/lib/settings/public';

import { HeroArt } from './HeroArt';

interface ChannelLayoutProps {
  title: string;
  path: string;
  isHome: boolean;
  /** The channel's blocks: their videos are described to search engines. */
  blocks: readonly BlockData[];
  dateModified: string | null;
  children: ReactNode;
}

export function ChannelLayout({ title, path, isHome, blocks, dateModified, children }: ChannelLayoutProps) {
  const settings = getPublicSettings();
  // Home describes the club and the site with its search; a channel where it sits below home.
  const data = [
    ...(isHome ? [organization(settings), webSite(settings)] : [breadcrumbList([{ name: 'Startseite', path: '/' }, { name: title, path }], settings.siteUrl)]),
    ...videoObjects(blocks, { siteUrl: settings.siteUrl, description: null, datePublished: null, dateModified, image: null }),
  ];
  return (
    <>
      <StructuredData things={data} />
      <div className={isHome ? 'bg-brand text-white' : 'border-b border-line bg-surface'}>
        <div
          className={`mx-auto flex max-w-page items-center justify-between gap-8 px-4 md:px-6 ${isHome ? 'py-12 md:py-14' : 'py-8 md:py-10'}`}
        >
          <h1 className={`font-bold tracking-tight ${isHome ? 'max-w-2xl text-4xl md:text-5xl' : 'text-3xl text-darkgrey md:text-4xl'}`}>
            {title}
          </h1>
          {isHome ? <HeroArt className="hidden h-44 w-auto shrink-0 md:block lg:h-52" /> : null}
        </div>
      </div>
      <div className="mx-auto max-w-page px-4 py-8 md:px-6 md:py-10">{children}</div>
    </>
  );
}
