import type { Payload } from 'payload';

import { blockSummary } from './blockSummary';

interface Props {
  /** The document's data, as the admin's form state has it. */
  data?: { blocks?: unknown[] | null } | null;
  rowNumber?: number;
  /** The block type's label and number, e.g. "Zitat 03". */
  rowLabel?: string;
  payload: Payload;
}

async function titleOf(payload: Payload, collection: 'articles' | 'channels', relation: unknown): Promise<string | null> {
  const id = typeof relation === 'object' && relation !== null && 'id' in relation ? relation.id : relation;
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  const doc = await payload.findByID({ collection, id, depth: 0, draft: true, disableErrors: true, select: { title: true } }).catch(() => null);
  return doc?.title ?? null;
}

/**
 * A block row's label in the admin: number, block type and the first words of its content,
 * instead of Payload's "Ohne Titel". Rendered on the server with the document's data.
 */
export async function BlockRowLabel({ data, rowNumber = 1, rowLabel = '', payload }: Props) {
  const row = data?.blocks?.[rowNumber - 1];
  const summary = await blockSummary(row, (collection, relation) => titleOf(payload, collection, relation));
  const type = rowLabel.replace(/\s+\d+$/, '');
  return (
    <span style={{ display: 'inline-flex', alignItems: 'baseline', gap: '0.6rem', minWidth: 0 }}>
      <span style={{ fontVariantNumeric: 'tabular-nums', color: 'var(--theme-elevation-500)' }}>{String(rowNumber).padStart(2, '0')}</span>
      <span style={{ fontWeight: 600 }}>{type}</span>
      {summary ? <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'var(--theme-elevation-800)' }}>{summary}</span> : null}
    </span>
  );
}
