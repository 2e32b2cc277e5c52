import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as german from '@zxcvbn-ts/language-de';
import { type CollectionBeforeOperationHook, type CollectionBeforeValidateHook, type PayloadRequest, ValidationError } from 'payload';

export const MIN_PASSWORD_LENGTH = 12;
export const PASSWORD_TOO_SHORT = `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`;
export const PASSWORD_BLANK = 'Das Passwort darf nicht nur aus Leerzeichen bestehen.';
export const PASSWORD_TOO_GUESSABLE =
  'Dieses Passwort ist zu leicht zu erraten. Es ist ein oft verwendetes Passwort oder folgt einem einfachen Muster. Bitte wählen Sie ein anderes, etwa mehrere Wörter, die nicht zusammengehören.';

/**
 * zxcvbn's score (0–4) a password needs: 3 is "safely unguessable" against an attacker who tries
 * passwords online. zxcvbn-ts (maintained, typed; Dropbox's original is not maintained) holds
 * the most common passwords of the big breaches, common words of English and German, names,
 * keyboard patterns, dates and repetitions, so a rule of our own would only be a shorter list.
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
/** Made on first use: its dictionaries take about 0.1 s to load, and only password changes need them. */
const strength = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...german.dictionary },
    graphs: common.adjacencyGraphs,
    translations: german.translations,
  }));

/**
 * Why a new password is not good enough, in German; null when it is. `personal` are the account's
 * own words (its address, its name), which make a password easy to guess for whoever knows them.
 */
export function passwordProblem(password: string, personal: readonly string[] = []): string | null {
  if (password.trim() === '') return PASSWORD_BLANK;
  if ([...password].length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  const words = personal.flatMap((word) => [word, ...word.split(/[@.\s_-]+/)]).filter((word) => word.length >= 3);
  return strength().check(password, words).score < MIN_PASSWORD_SCORE ? PASSWORD_TOO_GUESSABLE : null;
}

function checkPassword(password: unknown, personal: unknown[], req: PayloadRequest, collection: string): void {
  // Absent: the account keeps its password (an update of other fields).
  if (password === undefined || password === null || password === '') return;
  const problem = typeof password === 'string' ? passwordProblem(password, personal.filter((word): word is string => typeof word === 'string')) : PASSWORD_TOO_SHORT;
  if (!problem) return;
  const error = new ValidationError({ collection, errors: [{ message: problem, path: 'password', label: 'Passwort' }] }, req.t);
  // The admin shows this message in its notice (no colon in it: the notice lists what follows a
  // colon as separate errors); the field's own message is hidden again when "Passwort ändern"
  // closes after the save, and Payload's default message only names the field.
  error.message = problem;
  throw error;
}

/** A password set on creating an account or changing it, by anyone (also the first account). */
export const checkNewPassword: CollectionBeforeValidateHook = ({ data, originalDoc, req, collection }) => {
  const incoming: { password?: unknown; email?: unknown; name?: unknown } | undefined = data;
  const stored: { email?: unknown; name?: unknown } | undefined = originalDoc;
  checkPassword(incoming?.password, [incoming?.email ?? stored?.email, incoming?.name ?? stored?.name], req, collection.slug);
  return data;
};

/** A password set through a reset link. */
export const checkResetPassword: CollectionBeforeOperationHook = ({ operation, args, req, collection }) => {
  if (operation === 'resetPassword') checkPassword(args.data.password, [], req, collection.slug);
};
