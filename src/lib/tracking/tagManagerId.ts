const TAG_MANAGER_ID = /^GTM-[A-Z0-9]+$/;

export type TagManagerIdCheck = { valid: true; id: string } | { valid: false; id: string; suggestion: string | null; message: string };

/** What the id was probably meant to be: "gtm_ab12c" -> "GTM-AB12C"; null if nothing is left of it. */
export function suggestTagManagerId(id: string): string | null {
  const body = id
    .trim()
    .toUpperCase()
    .replace(/^GTM[^A-Z0-9]*/, '')
    .replace(/[^A-Z0-9]/g, '');
  return body ? `GTM-${body}` : null;
}

/** Spec 5: a tag-manager id is "GTM-" followed by uppercase letters or digits. */
export function checkTagManagerId(id: string): TagManagerIdCheck {
  if (TAG_MANAGER_ID.test(id)) return { valid: true, id };
  const suggestion = suggestTagManagerId(id);
  const message = suggestion
    ? `Invalid tag manager id "${id}": did you mean "${suggestion}"?`
    : `Invalid tag manager id "${id}": it must look like GTM-XXXXXXX.`;
  return { valid: false, id, suggestion, message };
}
