/** Spec 7: where the sharing links go. */
export interface ShareContent {
  url: string;
  title: string;
  /** A sentence for the mail body and the X post; the title when left out. */
  text?: string;
}

const encode = encodeURIComponent;

export function facebookShareUrl({ url }: ShareContent): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`;
}

/** X's share page, naming the club's account ("via") and asking for the German interface. */
export function xShareUrl({ url, title, text }: ShareContent, viaAccount: string): string {
  const params = new URLSearchParams({ url, text: text ?? title, via: viaAccount.replace(/^@/, ''), lang: 'de' });
  return `https://x.com/intent/tweet?${params.toString()}`;
}

export function linkedInShareUrl({ url }: ShareContent): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`;
}

/** A mail with subject and body; the visitor picks the recipient. */
export function mailShareUrl({ url, title, text }: ShareContent): string {
  const body = `${text ?? title}\n\n${url}`;
  return `mailto:?subject=${encode(title)}&body=${encode(body)}`;
}
