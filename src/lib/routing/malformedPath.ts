import { escapeHtml } from '@/lib/format/html';

function decodes(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

/** Whether every segment of a raw (still encoded) path decodes: `/%`, `/%zz`, `/test%` do not. */
export function isDecodablePath(rawPath: string): boolean {
  return rawPath.split('/').every(decodes);
}

/**
 * The answer to an address that cannot be decoded: Next would fail on it with a 500. A page of
 * its own, plain HTML: the site's frame cannot render a path it cannot read.
 */
export function badRequestPage(siteName: string): string {
  const name = escapeHtml(siteName);
  return `<!doctype html>
<html lang="de-AT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Ungültige Adresse – ${name}</title>
<style>
body{box-sizing:border-box;margin:0;font-family:system-ui,sans-serif;color:#333;background:#f5f6f8;display:grid;min-height:100dvh;place-items:center;padding:1rem}
main{max-width:32rem;background:#fff;border:1px solid #d9dde3;border-radius:.75rem;padding:2rem;text-align:center}
h1{margin:0;font-size:3rem;color:#0d3b66}
p{font-size:1.125rem;line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:#0d3b66;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #0d3b66;outline-offset:3px}
</style>
</head>
<body>
<main>
<h1>400</h1>
<p><strong>Ungültige Adresse</strong></p>
<p>Diese Adresse enthält Zeichen, die keine Seite von ${name} ergeben. Bitte prüfen Sie den Link.</p>
<a href="/">Hier geht es zur Startseite</a>
</main>
</body>
</html>
`;
}
