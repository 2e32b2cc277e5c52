import { CookieSettingsButton } from '@/components/islands.client';
import { SiteLink } from '@/components/link/SiteLink';
import type { NavigationLink } from '@/lib/cms';
import type { ConsentConfig } from '@/lib/consent/vendors';

const linkClass = 'text-base text-white/90 underline-offset-4 hover:text-white hover:underline';

export function SiteFooter({ siteName, links, consent }: { siteName: string; links: NavigationLink[]; consent: ConsentConfig }) {
  return (
    <footer className="mt-auto bg-brand-dark text-white">
      <div className="mx-auto flex max-w-page flex-col gap-8 px-4 py-10 md:flex-row md:items-start md:justify-between md:px-6">
        <div className="max-w-sm">
          <p className="text-xl font-bold">{siteName}</p>
          <p className="mt-2 text-base text-white/85">
            Pannenhilfe, Reiseinfos und Beratung für alle, die in Österreich unterwegs sind.
          </p>
        </div>
        <nav aria-label="Fußzeile">
          <ul className="grid grid-cols-2 gap-x-10 gap-y-2">
            {links.map((link) => (
              <li key={link.id}>
                <SiteLink href={link.href} className={linkClass}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
            <li>
              <CookieSettingsButton config={consent} className={`${linkClass} text-left`} />
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-page px-4 py-4 text-sm text-white/80 md:px-6">
          © {new Date().getFullYear()} {siteName}
        </p>
      </div>
    </footer>
  );
}
