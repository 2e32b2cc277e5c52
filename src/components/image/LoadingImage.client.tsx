'use client';

import { type ComponentProps, useEffect, useRef, useState } from 'react';

/**
 * An <img> that knows whether it has loaded (spec 4: lazy images switch from loading to
 * loaded when visible). Until then its frame shows a placeholder.
 */
export function LoadingImage({ alt, className, ...props }: ComponentProps<'img'> & { alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // An image from the cache may have loaded before React attached the listener.
    if (image.current?.complete && image.current.naturalWidth > 0) setLoaded(true);
  }, []);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized variants come from the CMS; next/image would resize them again
    <img
      ref={image}
      alt={alt}
      {...props}
      data-state={loaded ? 'loaded' : 'loading'}
      onLoad={() => setLoaded(true)}
      className={`${className ?? ''} transition-opacity duration-300 ${loaded ? 'opacity-100' : 'opacity-0'}`}
    />
  );
}
