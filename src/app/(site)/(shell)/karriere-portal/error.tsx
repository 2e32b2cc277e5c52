'use client';

// The screen lives with the site's other client code (src/components/islands.client.ts): this
// file only names it for Next, so its own script stays a few bytes.
export { CareerLinkError as default } from '@/components/islands.client';
