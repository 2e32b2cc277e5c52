/** CMS data as the page query delivers it, for block tests. */

const variant = <T extends string>(typename: T, name: string, width: number, ext = 'jpg') => ({
  __typename: typename,
  url: `/api/media/file/${name}-${width}.${ext}`,
  width,
  height: Math.round((width * 9) / 16),
});

/** An upload in the three qualities, each also as WebP, as the ImageData fragment delivers it. */
export function mediaData(name: string, alt = `Illustration: ${name}`) {
  return {
    __typename: 'Media' as const,
    alt,
    copyright: 'Mobilclub / Demo-Illustration',
    url: `/api/media/file/${name}.jpg`,
    width: 1920,
    height: 1080,
    sizes: {
      __typename: 'Media_Sizes' as const,
      lq: variant('Media_Sizes_Lq', name, 480),
      mq: variant('Media_Sizes_Mq', name, 960),
      hq: variant('Media_Sizes_Hq', name, 1920),
      lqWebp: variant('Media_Sizes_LqWebp', name, 480, 'webp'),
      mqWebp: variant('Media_Sizes_MqWebp', name, 960, 'webp'),
      hqWebp: variant('Media_Sizes_HqWebp', name, 1920, 'webp'),
    },
  };
}

/** A Lexical document with one paragraph. */
export function lexical(text: string) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }] }],
    },
  };
}

/** The German messages of a failed parse, by field path. */
export function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}
