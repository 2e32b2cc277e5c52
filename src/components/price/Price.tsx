import type { PriceSize } from '@/components/tokens';
import { DEFAULT_CURRENCY, DEFAULT_TIME_VALUE, formatPrice } from '@/lib/format/price';

export interface PriceProps {
  value: number;
  /** Spec 3: defaults to €. */
  currency?: string;
  /** Spec 3: the period the price is for, "Jahr" unless told otherwise; null for a one-off price. */
  timeValue?: string | null;
  size?: PriceSize;
  /** Text before the price, such as "ab". */
  prefix?: string;
  /** Text after the price, such as "inkl. USt.". */
  postfix?: string;
  /** Travel-agency prices are shown "pro Person" rather than per period. */
  isReisebuero?: boolean;
}

/** A price in de-AT style with exactly two decimals: "ab € 1.234,50 / Jahr". */
export function Price({
  value,
  currency = DEFAULT_CURRENCY,
  timeValue = DEFAULT_TIME_VALUE,
  size = 'large',
  prefix,
  postfix,
  isReisebuero = false,
}: PriceProps) {
  const large = size === 'large';
  const period = isReisebuero ? 'pro Person' : timeValue ? `/ ${timeValue}` : null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5 text-darkgrey">
      {prefix ? <span className={large ? 'text-base' : 'text-sm'}>{prefix}</span> : null}
      <span className={large ? 'text-4xl font-bold tracking-tight text-brand' : 'text-xl font-bold text-brand'}>
        {formatPrice(value, currency)}
      </span>
      {period ? <span className={large ? 'text-base' : 'text-sm'}>{period}</span> : null}
      {postfix ? <span className="basis-full text-sm text-lightgrey">{postfix}</span> : null}
    </p>
  );
}
