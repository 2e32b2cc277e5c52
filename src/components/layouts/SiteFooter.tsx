import { SiteLink } from '@/components/link/SiteLink';
import type { NavigationLink } from '@/lib/cms';

export function SiteFooter({ siteName, links }: { siteName: string; links: NavigationLink[] }) {
  return (
    <footer className="mt-auto bg-brand-dark text-white">
      <div className="mx-auto flex max-w-page flex-col gap-8 px-4 py-10 md:flex-row md:items-start md:justify-between md:px-6">
        <div className="max-w-sm">
          <p className="text-xl font-bold">{siteName}</p>
          <p className="mt-2 text-base text-white/85">
            Pannenhilfe, Reiseinfos und Beratung für alle, die in Österreich unterwegs sind.
          </p>
        </div>
        {links.length > 0 ? (
          <nav aria-label="Fußzeile">
            <ul className="grid grid-cols-2 gap-x-10 gap-y-2">
              {links.map((link) => (
                <li key={link.id}>
                  <SiteLink href={link.href} className="text-base text-white/90 underline-offset-4 hover:text-white hover:underline">
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-page px-4 py-4 text-sm text-white/80 md:px-6">
          © {new Date().getFullYear()} {siteName}
        </p>
      </div>
    </footer>
  );
}
