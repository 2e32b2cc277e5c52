/** Links that should leave the site without asking carry this attribute with the value "off". */
export const SKIP_EXTERNAL_MODAL = 'data-external-modal';
