import type { CSSProperties } from 'react';

import { ArtDirectedImage } from '@/components/image/ArtDirectedImage';
import { Image, imagePropsOf } from '@/components/image/Image';
import { cmsQualities } from '@/components/image/imageProps';
import { RichText } from '@/components/rich-text/RichText';
import { Video } from '@/components/video/Video';

import type { BlockContext } from '../types';
import type { Media, MultimediaProps } from './schema';

/** The reading column is 44rem (704 px) wide; the page's wide column 56rem (896 px). */
const PROSE_WIDTH = 704;
const WIDE = '(min-width: 896px) 896px, 100vw';
const PROSE = `(min-width: ${PROSE_WIDTH}px) ${PROSE_WIDTH}px, 100vw`;

/** Beside the text, the picture takes its share of the reading column from 768 px. */
function besideSizes(width: string): string {
  const share = Number.parseFloat(width) / 100;
  return `(min-width: 768px) ${Math.round(PROSE_WIDTH * share)}px, 100vw`;
}

interface MediaViewProps {
  media: Media;
  props: MultimediaProps;
  sizes: string;
  priority: boolean;
  path: string;
}

function MediaView({ media, props, sizes, priority, path }: MediaViewProps) {
  if (media.kind === 'video') {
    const anchor = props.blockId ? `video-${props.blockId}` : null;
    return <Video video={media.video} anchor={anchor} path={path} sizes={sizes} roundCorners={props.roundCorners} />;
  }
  const look = { roundCorners: props.roundCorners, showVignette: props.showVignette, lazy: !priority, priority, sizes };
  if (media.kind === 'image') return <Image {...imagePropsOf(media.image)} alt={media.image.alt} size={props.ratio} {...look} />;
  const desktop = cmsQualities(media.desktop);
  const mobile = cmsQualities(media.mobile);
  return (
    <ArtDirectedImage
      desktop={desktop.jpeg}
      desktopWebp={desktop.webp}
      mobile={mobile.jpeg}
      mobileWebp={mobile.webp}
      width={media.mobile.mq.width}
      height={media.mobile.mq.height}
      alt={media.desktop.alt}
      desktopSize={props.ratio}
      mobileSize={props.mobileRatio}
      copyright={media.desktop.copyright ?? media.mobile.copyright}
      {...look}
    />
  );
}

/**
 * A picture (or one cropped for phones) or a video, alone or with text: above or below it, or floated
 * left or right at the editor's width with the text flowing around it. On phones the picture
 * always takes the full width.
 */
export function Multimedia(props: MultimediaProps, { priority, path }: BlockContext) {
  const { media, content, position, width } = props;
  if (!content) {
    return (
      <div className="mx-auto my-10 max-w-4xl">
        <MediaView media={media} props={props} sizes={WIDE} priority={priority} path={path} />
      </div>
    );
  }
  const text = <RichText data={content} />;
  if (width) {
    const float = position === 'left' ? 'md:float-left md:mr-8' : 'md:float-right md:ml-8';
    const style: CSSProperties & { '--media-width': string } = { '--media-width': width };
    return (
      <section className="block-prose my-10 flow-root">
        <div className={`mb-6 md:mb-4 md:w-[var(--media-width)] ${float}`} style={style}>
          <MediaView media={media} props={props} sizes={besideSizes(width)} priority={priority} path={path} />
        </div>
        {text}
      </section>
    );
  }
  const mediaView = <MediaView media={media} props={props} sizes={PROSE} priority={priority} path={path} />;
  return (
    <section className="block-prose my-10 space-y-6">
      {position === 'bottom' ? text : mediaView}
      {position === 'bottom' ? mediaView : text}
    </section>
  );
}
