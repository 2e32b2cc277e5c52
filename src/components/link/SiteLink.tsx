import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';

import { isInternalLink, toSitePath } from '@/lib/links/internal';
import { getPublicSettings } from '@/lib/settings/public';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string; children: ReactNode };

/**
 * The one link component: internal targets go through the router, external ones open as plain
 * links that leak no referrer.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  const host = getPublicSettings().siteHost;
  if (isInternalLink(href, host)) {
    const target = toSitePath(href, host);
    if (target.startsWith('/') || target.startsWith('?') || target.startsWith('#')) {
      return (
        <Link href={target} {...rest}>
          {children}
        </Link>
      );
    }
    return (
      <a href={target} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
