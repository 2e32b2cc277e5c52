/** Spec 5: the sizes form fields allow. */
export const FIELD_SIZES = ['small', 'default'] as const;
export type FieldSize = (typeof FIELD_SIZES)[number];

/** The required marker: visible to the eye; the field's own `required` tells assistive technology. */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-danger" aria-hidden="true">
      *
    </span>
  );
}

/** The error line below a field: always present as a live region, so a new message is read out. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return (
    <p id={id} role="alert" className="mt-1 min-h-5 text-sm text-danger">
      {message ?? ''}
    </p>
  );
}

/** A field's label: bold, the size of its field, with the required marker. */
export function FieldLabel({ htmlFor, label, size, required }: { htmlFor: string; label: string; size: FieldSize; required: boolean }) {
  return (
    <label htmlFor={htmlFor} className={`mb-1 block font-bold text-darkgrey ${size === 'small' ? 'text-sm' : 'text-base'}`}>
      {label}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

/** Padding and text size of inputs and selects by the spec's field sizes. */
export const FIELD_SIZE_CLASS: Record<FieldSize, string> = { small: 'px-3 py-1.5 text-sm', default: 'px-4 py-2.5 text-base' };
