import { jsonLd } from '@/lib/seo/structuredData';

/** A page's schema.org data for search engines (see src/lib/seo/structuredData.ts). */
export function StructuredData({ things }: { things: Parameters<typeof jsonLd>[0] }) {
  // JSON-LD is data, not script: React has no element for it, and jsonLd escapes `<`.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(things) }} />;
}
