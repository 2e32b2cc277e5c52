/**
 * The floor for pages whose largest paint is a picture: four of the site's pictures in sized
 * WebP variants, the first loaded at once, the others lazily, as our pages do. `npm run bench`
 * copies the files into its public/bilder from the served site before it builds this app.
 */
export const metadata = { title: 'Bare Next.js page with four pictures' };

const PICTURES = ['alpenstrasse', 'glatteis', 'rettungsgasse', 'wohnmobil'];

export default function Page() {
  return (
    <main>
      <h1>Vier Bilder</h1>
      {PICTURES.map((name, index) => (
        // Plain <img> with sized variants, as the site's pictures are (not next/image).
        // eslint-disable-next-line @next/next/no-img-element
        <img
          key={name}
          src={`/bilder/${name}-960x540.webp`}
          srcSet={`/bilder/${name}-480x270.webp 480w, /bilder/${name}-960x540.webp 960w, /bilder/${name}-1920x1080.webp 1920w`}
          sizes="100vw"
          width={960}
          height={540}
          alt={`Bild ${index + 1}`}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
          style={{ width: '100%', height: 'auto' }}
        />
      ))}
    </main>
  );
}
