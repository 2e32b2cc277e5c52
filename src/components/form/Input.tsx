import type { ComponentProps } from 'react';

import { FIELD_SIZE_CLASS, FieldError, FieldLabel, type FieldSize } from './fieldParts';

/** Spec 5: the input types form fields allow. */
export const INPUT_TYPES = ['date', 'datetime', 'datetime-local', 'email', 'month', 'number', 'password', 'search', 'tel', 'text', 'time', 'week'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export interface InputProps extends Omit<ComponentProps<'input'>, 'type' | 'size' | 'id' | 'value'> {
  id: string;
  label: string;
  type?: InputType;
  /** The current value (spec: modelValue). */
  value?: string | number;
  size?: FieldSize;
  required?: boolean;
  /** Shown below the field and announced to assistive technology. */
  validationError?: string | null;
}

/**
 * A labelled input. A required field shows an asterisk (and is required for the browser);
 * an error turns the field red, is linked to it and read out when it appears.
 */
export function Input({ id, label, type = 'text', value, size = 'default', required = false, validationError, className, ...rest }: InputProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} size={size} required={required} />
      <input
        id={id}
        // "datetime" is in the spec's list but no longer an HTML type; browsers take datetime-local.
        type={type === 'datetime' ? 'datetime-local' : type}
        value={value}
        required={required}
        aria-invalid={validationError ? true : undefined}
        aria-describedby={validationError ? errorId : undefined}
        className={`w-full rounded-lg border bg-white text-darkgrey placeholder:text-lightgrey ${FIELD_SIZE_CLASS[size]} ${
          validationError ? 'border-danger ring-1 ring-danger' : 'border-line hover:border-lightgrey'
        }`}
        {...rest}
      />
      <FieldError id={errorId} message={validationError} />
    </div>
  );
}
