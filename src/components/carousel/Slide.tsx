import { ResponsiveImage } from '@/components/image/ResponsiveImage';
import { SiteLink } from '@/components/link/SiteLink';
import type { Image } from '@/lib/cms/types';

interface SlideProps {
  image: Image;
  caption: string | null;
  link?: string | null;
  sizes: string;
  priority: boolean;
}

/** A picture of a carousel or gallery, its caption laid over the lower edge, linked if the editor gave a link. */
export function Slide({ image, caption, link, sizes, priority }: SlideProps) {
  const figure = (
    <figure className="relative">
      <ResponsiveImage image={image} sizes={sizes} priority={priority} className="aspect-[16/9] w-full object-cover" />
      {caption || image.copyright ? (
        // One caption for both: a figure allows nothing after its figcaption. The figcaption takes
        // no room; its parts are laid over the picture (the figure is their containing block).
        <figcaption>
          {caption ? (
            <span className="absolute inset-x-0 bottom-0 line-clamp-2 bg-gradient-to-t from-brand-dark/85 to-transparent px-3 pt-6 pb-2 text-sm font-bold text-white md:px-4 md:pt-10 md:pb-4 md:text-base">
              {caption}
            </span>
          ) : null}
          {image.copyright ? <small className="absolute top-2 right-2 rounded bg-black/55 px-1.5 py-0.5 text-sm text-white">© {image.copyright}</small> : null}
        </figcaption>
      ) : null}
    </figure>
  );
  return link ? (
    <SiteLink href={link} className="block focus-visible:outline-offset-[-4px]">
      {figure}
    </SiteLink>
  ) : (
    figure
  );
}
