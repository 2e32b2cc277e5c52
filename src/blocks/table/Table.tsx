import type { TableProps } from './schema';

export function Table({ caption, header, body }: TableProps) {
  return (
    <section className="block-prose my-8">
      {/* Focusable so keyboard users can scroll a wide table on a phone. */}
      <div className="overflow-x-auto rounded-lg border border-line" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full border-collapse text-left text-base">
          <caption className="bg-surface px-4 py-3 text-left font-bold text-darkgrey">{caption}</caption>
          {header ? (
            <thead className="bg-brand text-white">
              <tr>
                {header.map((value, index) => (
                  <th key={index} scope="col" className="px-4 py-3 font-bold">
                    {value}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {body.map((cells, rowIndex) => (
              <tr key={rowIndex} className="border-t border-line even:bg-surface">
                {cells.map((value, index) => (
                  <td key={index} className="px-4 py-3 align-top text-darkgrey">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
