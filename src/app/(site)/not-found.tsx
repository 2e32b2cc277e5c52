import { ErrorScreen } from '@/components/error/ErrorScreen';

/**
 * A 404 outside the site's frame (a file route such as /consent/… asked for a name it does not
 * have). Pages use the one in (shell), with header, footer and the path.
 */
export default function NotFound() {
  return (
    <main id="inhalt" className="px-4 py-10">
      <ErrorScreen statusCode={404} />
    </main>
  );
}
