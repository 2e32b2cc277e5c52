import { headers } from 'next/headers';
import { notFound, permanentRedirect } from 'next/navigation';

import { findArticlePath } from '@/lib/cms';
import { requestIdFrom } from '@/lib/cms/requestId';
import { isValidArticleId } from '@/lib/routing/paths';

type Props = { params: Promise<{ id: string }> };

/** /article/{id} leads to the article's canonical path (spec 2). */
export default async function ArticleById({ params }: Props) {
  const { id } = await params;
  if (!isValidArticleId(id)) notFound();
  const path = await findArticlePath(Number(id), requestIdFrom(await headers()));
  if (!path) notFound();
  permanentRedirect(path);
}
