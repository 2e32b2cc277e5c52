import type { DefaultServerCellComponentProps } from 'payload';

/** The record's "Geänderte Felder" column: the labels, comma-separated; a dash where none changed (Payload's default cell shows "[]"). */
export function ChangedFieldsCell({ cellData }: DefaultServerCellComponentProps) {
  const labels = Array.isArray(cellData) ? cellData.filter((label): label is string => typeof label === 'string') : [];
  return <span>{labels.length > 0 ? labels.join(', ') : '–'}</span>;
}
