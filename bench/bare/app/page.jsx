export const metadata = { title: 'Bare Next.js page' };

export default function Page() {
  return (
    <main>
      <h1>Eine leere Seite</h1>
      <p>Nur das Framework: kein eigener Code im Browser.</p>
    </main>
  );
}
