import { headers } from 'next/headers';
import { notFound, permanentRedirect } from 'next/navigation';

import { findChannelPath } from '@/lib/cms';
import { requestIdFrom } from '@/lib/cms/requestId';
import { isValidSlug } from '@/lib/routing/paths';

type Props = { params: Promise<{ slug: string }> };

/** /channel/{slug} leads to the channel's canonical path (spec 2). */
export default async function ChannelBySlug({ params }: Props) {
  const { slug } = await params;
  if (!isValidSlug(slug)) notFound();
  const path = await findChannelPath(slug, requestIdFrom(await headers()));
  if (!path) notFound();
  permanentRedirect(path);
}
