import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload';

type UploadedFile = NonNullable<PayloadRequest['file']>;

/**
 * A collection's check of an uploaded file by its content, with the reason in German: Payload
 * refuses other types too, but in English and only by what the file looks like. `accept` may
 * also correct how the file is stored (its type, its name). The refusal is public with its
 * message as it is, so the admin shows it in its notice (a field error on `file` would only say
 * that the field "file" is invalid).
 */
export function refuseUploadUnless(accept: (file: UploadedFile) => boolean, message: string): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    if ((operation === 'create' || operation === 'update') && req.file && !accept(req.file)) {
      throw new APIError(message, 400, null, true);
    }
    return args;
  };
}
