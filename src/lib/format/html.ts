/** Text for HTML written by hand (not through React): the five characters with meaning there, as numeric references. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
