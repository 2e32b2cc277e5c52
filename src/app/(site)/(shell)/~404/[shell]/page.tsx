import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { notFoundMetadata } from '@/components/error/NotFoundAnswer';
import { NotFoundScreen } from '@/components/error/NotFoundScreen';
import { NOT_FOUND_SHELL_PAGE } from '@/lib/routing/notFoundShell';

type Props = { params: Promise<{ shell: string }> };

// Rendered on first use (the build has no CMS to ask for the navigation), then cached; the
// navigation's tag expires it with every other page.
export const revalidate = 300;

export function generateStaticParams(): { shell: string }[] {
  return [];
}

// Rendered with status 200 (the proxy answers with it as a 404): `noindex` is said here.
export const metadata: Metadata = { ...notFoundMetadata, robots: { index: false, follow: true } };

/** The shared 404 page (see notFoundShell.ts); the path asked for is filled in by the browser. */
export default async function NotFoundShell({ params }: Props) {
  if ((await params).shell !== NOT_FOUND_SHELL_PAGE) notFound();
  return <NotFoundScreen pathKnown={false} />;
}
