import type { ComponentProps, ReactNode } from 'react';

import { FieldError, RequiredMark } from './fieldParts';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id' | 'checked'> {
  id: string;
  label: ReactNode;
  /** Whether it is ticked (spec: modelValue). */
  checked?: boolean;
  required?: boolean;
  disabled?: boolean;
  validationError?: string | null;
}

/** A labelled checkbox with the same required marker and error handling as the input. */
export function Checkbox({ id, label, checked, required = false, disabled = false, validationError, className, ...rest }: CheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          required={required}
          disabled={disabled}
          aria-invalid={validationError ? true : undefined}
          aria-describedby={validationError ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand disabled:cursor-not-allowed"
          {...rest}
        />
        <label htmlFor={id} className={`text-base ${disabled ? 'text-lightgrey' : 'text-darkgrey'}`}>
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldError id={errorId} message={validationError} />
    </div>
  );
}
