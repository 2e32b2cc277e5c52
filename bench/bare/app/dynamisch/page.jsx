// Rendered for each request, as the site's results page is: the framework's floor for that.
export const dynamic = 'force-dynamic';

export const metadata = { title: 'Bare Next.js page, rendered per request' };

export default async function Page({ searchParams }) {
  const { q = '' } = await searchParams;
  return (
    <main>
      <h1>Eine Seite pro Anfrage</h1>
      <p>Gesucht: {q}</p>
    </main>
  );
}
