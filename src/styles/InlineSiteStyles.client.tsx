'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';

import { takeSiteCss } from './stylesHandoff';

/** Writes the site's stylesheet into the head of the server's HTML, once per response. */
export function InlineSiteStyles() {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    const css = takeSiteCss();
    if (written.current || css === undefined) return null;
    written.current = true;
    return <style data-site-css="" dangerouslySetInnerHTML={{ __html: css }} />;
  });
  return null;
}
