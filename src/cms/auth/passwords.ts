import { type CollectionBeforeOperationHook, type CollectionBeforeValidateHook, type PayloadRequest, ValidationError } from 'payload';
import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`;

/** What a new password must be (Payload's own check asks for 3 characters and cannot be configured). */
export const passwordRule = z
  .string()
  .refine((password) => [...password].length >= MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT });

function checkPassword(password: unknown, req: PayloadRequest, collection: string): void {
  // Absent: the account keeps its password (an update of other fields).
  if (password === undefined || password === null || password === '') return;
  const result = passwordRule.safeParse(password);
  if (result.success) return;
  throw new ValidationError(
    { collection, errors: [{ message: result.error.issues[0]?.message ?? PASSWORD_TOO_SHORT, path: 'password', label: 'Passwort' }] },
    req.t,
  );
}

/** A password set on creating an account or changing it, by anyone (also the first account). */
export const checkNewPassword: CollectionBeforeValidateHook = ({ data, req, collection }) => {
  const incoming: { password?: unknown } | undefined = data;
  checkPassword(incoming?.password, req, collection.slug);
  return data;
};

/** A password set through a reset link. */
export const checkResetPassword: CollectionBeforeOperationHook = ({ operation, args, req, collection }) => {
  if (operation === 'resetPassword') checkPassword(args.data.password, req, collection.slug);
};
