/** Spec 5: a tel: link keeps only digits and plus signs: "+43 (1) 711 99-0" -> "tel:+431711990". */
export function buildPhoneLink(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}
