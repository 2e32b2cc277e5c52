/** Nested translation texts (Payload's shape). */
export type Texts = { [key: string]: string | Texts };

/** Every text of `texts` by its key path (`general:save`). */
export function flatTexts(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}:${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatTexts(value, path)) out.set(inner, text);
  }
  return out;
}
