/**
 * Adds a script tag and resolves once it ran. A tag that failed is removed again, so a retry
 * really asks the network again; a tag that loaded is reused.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  existing?.remove();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
    document.head.append(script);
  });
}

/** Adds a stylesheet once and resolves when it arrived (or failed: what uses it still works). */
export function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  return new Promise((resolve) => {
    const link = existing ?? document.createElement('link');
    const done = () => {
      link.dataset.loaded = 'true';
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
    if (!existing) {
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
  });
}
