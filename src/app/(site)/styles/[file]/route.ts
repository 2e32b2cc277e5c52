import { SWIPER_STYLESHEET_FILES } from '@/components/carousel/styles';
import { type PackageFile, packageFileResponse } from '@/lib/http/packageFiles';

/**
 * Stylesheets of libraries that only some pages need, served from this site as one file each
 * (rendered once at build time). The carousels link swiper's themselves (Carousel.client.tsx),
 * so pages without one load none of it.
 */
const FILES: Record<string, PackageFile> = { 'swiper.css': { sources: SWIPER_STYLESHEET_FILES, type: 'text/css; charset=utf-8' } };

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return Object.keys(FILES).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return packageFileResponse(FILES, (await params).file);
}
