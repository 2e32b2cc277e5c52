import type { ComponentProps } from 'react';

import { FieldError, RequiredMark } from './fieldParts';
import type { FieldSize } from './Input';

export interface SelectProps extends Omit<ComponentProps<'select'>, 'id' | 'size'> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  size?: FieldSize;
  required?: boolean;
  validationError?: string | null;
}

const sizeClass: Record<FieldSize, string> = { small: 'px-3 py-1.5 text-sm', default: 'px-4 py-2.5 text-base' };

/** A labelled native select, styled like the input (same marker, error line and sizes). */
export function Select({ id, label, options, size = 'default', required = false, validationError, className, ...rest }: SelectProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={`mb-1 block font-semibold text-darkgrey ${size === 'small' ? 'text-sm' : 'text-base'}`}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <select
        id={id}
        required={required}
        aria-invalid={validationError ? true : undefined}
        aria-describedby={validationError ? errorId : undefined}
        className={`w-full rounded-lg border bg-white text-darkgrey ${sizeClass[size]} ${
          validationError ? 'border-danger ring-1 ring-danger' : 'border-line hover:border-lightgrey'
        }`}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {validationError !== undefined ? <FieldError id={errorId} message={validationError} /> : null}
    </div>
  );
}
