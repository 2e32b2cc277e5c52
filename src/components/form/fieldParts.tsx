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
