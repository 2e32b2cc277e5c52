import type { TableProps } from './schema';

/** From this many columns a table is wider than a phone's screen, and says it scrolls. */
const WIDE_COLUMNS = 3;

const NO_BREAK_SPACE = '\u00a0';

/** Units a number in a table carries (matched as whole words: "m" is not the start of "min"). */
const UNITS = ['km/h', 'kWh', 'km', 'cm', 'mm', 'm²', 'm³', 'm', 'kg', 'g', 't', 'ml', 'l', 'min', 'h', 's', 'kW', 'PS', 'bar', 'Euro', 'EUR', '€', '%', '‰', '°C', '°'];
// No unit has a character with a meaning in a pattern.
const NUMBER_AND_UNIT = new RegExp(`(\\d) +(?=(?:${UNITS.join('|')})(?![\\p{L}\\d]))`, 'gu');

/**
 * A value never splits across lines ("100 km/h", "4 mm", "€ 90", "10 000"): the space between a
 * number and its unit, a currency sign and its number, or a number's groups of digits becomes a
 * no-break space. A narrow table then scrolls sideways instead.
 */
export function keepValuesTogether(text: string): string {
  return text
    .replace(NUMBER_AND_UNIT, `$1${NO_BREAK_SPACE}`)
    .replace(/([€$£]) +(?=\d)/g, `$1${NO_BREAK_SPACE}`)
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NO_BREAK_SPACE}`);
}

export function Table({ caption, header, body }: TableProps) {
  const columns = header?.length ?? body[0]?.length ?? 0;
  return (
    <section className="block-prose my-8">
      <div className="overflow-hidden rounded-lg border border-line">
        {/* The caption above the scrolling part, so a wide table never cuts it off; the table and its region carry it as their name. */}
        <p className="bg-surface px-4 py-3 font-bold text-darkgrey" aria-hidden="true">
          {caption}
        </p>
        {/* Focusable so keyboard users can scroll a wide table on a phone. */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
          <table className="w-full border-collapse text-left text-base" aria-label={caption}>
            {header ? (
              <thead className="bg-brand text-white">
                <tr>
                  {header.map((value, index) => (
                    <th key={index} scope="col" className="px-4 py-3 font-bold">
                      {keepValuesTogether(value)}
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
                      {keepValuesTogether(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {columns >= WIDE_COLUMNS ? (
        // Seen, not read out: a screen reader goes through the cells anyway.
        <p className="mt-2 text-sm text-lightgrey md:hidden" aria-hidden="true">
          Die Tabelle lässt sich seitlich wischen. →
        </p>
      ) : null}
    </section>
  );
}
