import type { Block } from 'payload';
import { z } from 'zod';

/** Headings of the admin's block picker, so editors find a block by what it is for. */
const GROUPS = ['text', 'teasers', 'media', 'lists'] as const;
export const PICKER_GROUPS: Record<(typeof GROUPS)[number], string> = {
  text: 'Text',
  teasers: 'Teaser und Produkte',
  media: 'Bilder und Medien',
  lists: 'Listen, Links und Downloads',
};

const pickerEntrySchema = z.object({
  group: z.enum(GROUPS),
  /** Its place in its group: lower first (blocks with the same rank follow by slug). */
  rank: z.number().int().positive(),
  /** One line: what the block is for. Shown on its preview picture and read out as its text alternative. */
  description: z.string(),
  /** SVG shapes sketching the block in a 300 × 136 box (drawn by `/block-previews/{slug}.svg`). */
  sketch: z.string(),
});

export type PickerEntry = z.infer<typeof pickerEntrySchema>;

export const BLOCK_PREVIEW_PATH = '/block-previews';

/** The admin component labelling each block row by its content (see src/cms/admin). */
const BLOCK_ROW_LABEL = '/cms/admin/BlockRowLabel#BlockRowLabel';

/**
 * How a block appears in the admin: in the block picker under its group's heading, with a
 * preview picture that carries its description; in a page's block list labelled by its content.
 * Spread into the block config.
 */
export function inPicker(slug: string, entry: PickerEntry): Pick<Block, 'admin' | 'custom'> {
  return {
    admin: {
      group: PICKER_GROUPS[entry.group],
      images: { thumbnail: { url: `${BLOCK_PREVIEW_PATH}/${slug}.svg`, alt: entry.description } },
      components: { Label: BLOCK_ROW_LABEL },
    },
    // Server only: the preview route draws the picture from it.
    custom: { picker: entry },
  };
}

/** The picker entry a block config carries, if any. */
export function pickerEntryOf(block: Block): PickerEntry | null {
  const result = pickerEntrySchema.safeParse(block.custom?.picker);
  return result.success ? result.data : null;
}

/**
 * The blocks in the order editors meet them in the picker: by group, then by rank within it.
 * Blocks without a picker entry come last.
 */
export function inPickerOrder(blocks: Block[]): Block[] {
  const place = (block: Block): [number, number] => {
    const entry = pickerEntryOf(block);
    return entry ? [GROUPS.indexOf(entry.group), entry.rank] : [GROUPS.length, 0];
  };
  return [...blocks].sort((a, b) => {
    const [groupA, rankA] = place(a);
    const [groupB, rankB] = place(b);
    return groupA - groupB || rankA - rankB || a.slug.localeCompare(b.slug);
  });
}
