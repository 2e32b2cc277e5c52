import type { ComponentProps } from 'react';

import { FIELD_SIZE_CLASS, FieldError, FieldLabel } from './fieldParts';
import type { FieldSize } from './fieldParts';

export interface SelectProps extends Omit<ComponentProps<'select'>, 'id' | 'size'> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  size?: FieldSize;
  required?: boolean;
  validationError?: string | null;
}

/** A labelled native select, styled like the input (same marker, error line and sizes). */
export function Select({ id, label, options, size = 'default', required = false, validationError, className, ...rest }: SelectProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} size={size} required={required} />
      <select
        id={id}
        required={required}
        aria-invalid={validationError ? true : undefined}
        aria-describedby={validationError ? errorId : undefined}
        className={`w-full rounded-lg border bg-white text-darkgrey ${FIELD_SIZE_CLASS[size]} ${
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
