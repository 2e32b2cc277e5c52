import type { ReactNode } from 'react';

import { SiteShell } from '@/components/layouts/SiteShell';

/**
 * Header, footer and the site-wide client pieces around every public page, in a layout of its
 * own: rendered once, kept across client-side navigations, and its client code shipped in one
 * chunk rather than again with each page and the 404 screen.
 */
export default function ShellLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
