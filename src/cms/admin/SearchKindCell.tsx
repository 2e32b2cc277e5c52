import type { DefaultServerCellComponentProps } from 'payload';

import { isSearched } from '../search/collection';

/** The index list's "Art" column: what kind of page a row is, as the admin names it ("Artikel"), not its slug. */
export function SearchKindCell({ cellData, payload }: DefaultServerCellComponentProps) {
  if (!isSearched(cellData)) return <span>{typeof cellData === 'string' ? cellData : ''}</span>;
  const singular = payload.collections[cellData].config.labels.singular;
  return <span>{typeof singular === 'string' ? singular : cellData}</span>;
}
