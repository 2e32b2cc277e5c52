import { chipClasses } from '@/components/chip/styles';
import { type ShareContent, facebookShareUrl, linkedInShareUrl, mailShareUrl, xShareUrl } from '@/lib/links/share';

import { ShareActions } from '@/components/islands.client';

export interface SocialSharingProps extends ShareContent {
  /** The club's account on X, named as "via". */
  xAccount: string;
  /** Names the links as a landmark; one per page must differ from the others. */
  label?: string;
}

/**
 * Sharing links (spec 7). Plain links to the networks' own share pages: nothing of theirs
 * loads until the visitor clicks, and the external-link modal asks first.
 */
export function SocialSharing({ xAccount, label = 'Seite teilen', ...content }: SocialSharingProps) {
  const links = [
    { label: 'Facebook', href: facebookShareUrl(content) },
    { label: 'X', href: xShareUrl(content, xAccount) },
    { label: 'LinkedIn', href: linkedInShareUrl(content) },
  ];
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={chipClasses('default', false)} aria-label={`Auf ${link.label} teilen`}>
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <a href={mailShareUrl(content)} className={chipClasses('default', false)} aria-label="Per E-Mail teilen">
            E-Mail
          </a>
        </li>
        <ShareActions url={content.url} title={content.title} />
      </ul>
    </nav>
  );
}
