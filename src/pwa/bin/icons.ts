/**
 * Draws the app icons from the club's mark (the same drawing as components/layouts/Logo.tsx):
 * `npm run icons` after changing the mark; the PNGs and favicon.ico are committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

const BRAND = '#0d3b66';
const ACCENT = '#e8553e';
const ROAD = 'M11 33c0-7 15-6 15-13S14 14 16 8';

/** The mark in a 40 × 40 box; `inset` shrinks it towards the centre (maskable icons keep a safe zone). */
function markSvg({ rounded, inset }: { rounded: boolean; inset: number }): string {
  const scale = 1 - 2 * inset;
  const offset = 40 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
  <rect width="40" height="40" rx="${rounded ? 10 : 0}" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="${ROAD}" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round"/>
    <path d="${ROAD}" fill="none" stroke="${BRAND}" stroke-width="1.2" stroke-dasharray="2.5 3"/>
    <circle cx="29" cy="9" r="4" fill="${ACCENT}"/>
  </g>
</svg>`;
}

const png = (svg: string, size: number) => sharp(Buffer.from(svg), { density: 72 * (size / 40) }).resize(size, size).png().toBuffer();

/** An .ico file holding PNG images (every browser since IE Vista reads those). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

async function main() {
  const out = path.join(process.cwd(), 'public');
  await mkdir(path.join(out, 'icons'), { recursive: true });
  const any = markSvg({ rounded: true, inset: 0 });
  // Maskable: full bleed, the mark inside the central 80 % circle that every mask keeps.
  const maskable = markSvg({ rounded: false, inset: 0.14 });
  // Touch icons get their corners from the platform.
  const square = markSvg({ rounded: false, inset: 0.06 });
  await writeFile(path.join(out, 'icons/icon.svg'), any);
  await writeFile(path.join(out, 'icons/icon-192.png'), await png(any, 192));
  await writeFile(path.join(out, 'icons/icon-512.png'), await png(any, 512));
  await writeFile(path.join(out, 'icons/maskable-512.png'), await png(maskable, 512));
  await writeFile(path.join(out, 'icons/apple-touch-icon.png'), await png(square, 180));
  await writeFile(path.join(out, 'favicon.ico'), ico([{ size: 16, data: await png(any, 16) }, { size: 32, data: await png(any, 32) }, { size: 48, data: await png(any, 48) }]));
}

await main();
