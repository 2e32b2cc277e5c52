import type { PickerEntry } from './picker';

const WIDTH = 300;
const HEIGHT = 200;
const LINE_CHARS = 34;

/** Greedy wrap into at most two lines of about `LINE_CHARS` characters. */
export function wrapDescription(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > LINE_CHARS) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length > 2 ? [lines[0] ?? '', `${lines.slice(1).join(' ').slice(0, LINE_CHARS - 1)}…`] : lines;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The block picker's preview picture: a sketch of the block above its one-line description.
 * Payload's picker shows a picture and the block's name only, so the picture carries the rest.
 */
export function previewSvg(label: string, entry: PickerEntry): string {
  const lines = wrapDescription(entry.description)
    .map((line, index) => `<text x="14" y="${158 + index * 21}">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(`${label}: ${entry.description}`)}">
<style>
.img{fill:#b9cde3}.fill{fill:#e7eef6}.bar{fill:#aab5c0}.text{fill:#d6dce2}.accent{fill:#b4321f}.brand{fill:#0d3b66}.ok{fill:#1a7335}.box{fill:#fff;stroke:#aab5c0;stroke-width:1.5}
text{font:500 15.5px system-ui,-apple-system,'Segoe UI',sans-serif;fill:#2f3a45}
</style>
<rect width="${WIDTH}" height="${HEIGHT}" rx="8" fill="#f4f6f8"/>
<g>${entry.sketch}</g>
<rect y="136" width="${WIDTH}" height="64" fill="#fff"/>
${lines}
</svg>`;
}
