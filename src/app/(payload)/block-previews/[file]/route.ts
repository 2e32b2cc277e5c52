import { contentBlocks } from '@/blocks/configs';
import { pickerEntryOf } from '@/blocks/picker';
import { previewSvg } from '@/blocks/previewSvg';

type Props = { params: Promise<{ file: string }> };

/** Built once at build time: the pictures change only with the block configs. */
export const dynamic = 'force-static';

export function generateStaticParams(): { file: string }[] {
  return contentBlocks.filter((block) => pickerEntryOf(block)).map((block) => ({ file: `${block.slug}.svg` }));
}

/** The preview picture of a block in the admin's block picker (see blocks/picker.ts). */
export async function GET(_request: Request, { params }: Props): Promise<Response> {
  const { file } = await params;
  const block = contentBlocks.find((candidate) => `${candidate.slug}.svg` === file);
  const entry = block ? pickerEntryOf(block) : null;
  if (!block || !entry) return new Response('Not found', { status: 404 });
  const label = typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug;
  return new Response(previewSvg(label, entry), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
