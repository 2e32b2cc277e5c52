import { type PackageFile, packageFileResponse } from '@/lib/http/packageFiles';

/**
 * The embedded consent library (vanilla-cookieconsent), served from this site so that asking
 * for consent contacts no third party. Rendered once at build time.
 */
const FILES: Record<string, PackageFile> = {
  'cookieconsent.js': { sources: ['vanilla-cookieconsent/dist/cookieconsent.umd.js'], type: 'text/javascript; charset=utf-8' },
  'cookieconsent.css': { sources: ['vanilla-cookieconsent/dist/cookieconsent.css'], type: 'text/css; charset=utf-8' },
};

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return Object.keys(FILES).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return packageFileResponse(FILES, (await params).file);
}
