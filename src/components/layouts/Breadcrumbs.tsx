import { SiteLink } from '@/components/link/SiteLink';

/** Home › the page's channel, above an article's or job posting's title. */
export function Breadcrumbs({ channel }: { channel: { title: string; path: string } | null }) {
  return (
    <nav aria-label="Brotkrümelnavigation" className="text-sm text-lightgrey">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <SiteLink href="/" className="hover:text-brand hover:underline">
            Startseite
          </SiteLink>
        </li>
        {channel ? (
          <li className="flex items-center gap-1">
            <span aria-hidden="true">›</span>
            <SiteLink href={channel.path} className="font-bold text-accent hover:underline">
              {channel.title}
            </SiteLink>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
