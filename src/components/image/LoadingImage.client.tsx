'use client';

import { type ComponentProps, useEffect, useRef, useState } from 'react';

type LoadState = 'server' | 'loading' | 'loaded';

/**
 * An <img> that knows whether it has loaded (spec 4: lazy images switch from loading to
 * loaded when visible). The server-rendered image is plainly visible, so it works without
 * JavaScript; once hydrated, an image that has not arrived yet fades in when it does.
 */
export function LoadingImage({ alt, className, ...props }: ComponentProps<'img'> & { alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<LoadState>('server');
  useEffect(() => {
    // An image from the cache may have loaded before React attached the listener.
    const loaded = Boolean(image.current?.complete && image.current.naturalWidth > 0);
    setState((current) => (current === 'loaded' || loaded ? 'loaded' : 'loading'));
  }, []);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized variants come from the CMS; next/image would resize them again
    <img
      ref={image}
      alt={alt}
      {...props}
      data-state={state === 'loaded' ? 'loaded' : 'loading'}
      onLoad={() => setState('loaded')}
      className={`${className ?? ''} transition-opacity duration-300 ${state === 'loading' ? 'opacity-0' : 'opacity-100'}`}
    />
  );
}
