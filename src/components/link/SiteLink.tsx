import Link from 'next/link';
import type { ComponentProps, ReactNode } from 'react';

import { isInternalLink } from '@/lib/links/internal';
import { toSitePath } from '@/lib/links/sitePath';
import { isForbiddenLink } from '@/lib/links/linkRule';
import { getPublicSettings } from '@/lib/settings/public';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string; children: ReactNode };

/**
 * The one link component: internal targets go through the router, external ones open as plain
 * links that leak no referrer (and ask first: ExternalLinkGuard). An address nobody may link to
 * (`javascript:` …) is no link at all, only its text.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  if (isForbiddenLink(href)) return <span className={rest.className}>{children}</span>;
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
