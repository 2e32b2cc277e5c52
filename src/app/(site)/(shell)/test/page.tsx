import { statSync } from 'node:fs';
import path from 'node:path';

import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { Alert } from '@/components/alert/Alert';
import { Button } from '@/components/button/Button';
import { LinkChip } from '@/components/chip/LinkChip';
import { FileDownload } from '@/components/file-download/FileDownload';
import { Checkbox } from '@/components/form/Checkbox';
import { Input } from '@/components/form/Input';
import { ArtDirectedImage } from '@/components/image/ArtDirectedImage';
import { Image } from '@/components/image/Image';
import { IMAGE_SIZES } from '@/components/image/imageProps';
import { DefaultLayout } from '@/components/layouts/DefaultLayout';
import { Pagination } from '@/components/pagination/Pagination';
import { MembershipDetailTeaser, ProductTeaser } from '@/components/product/ProductTeaser';
import { CardTeaser } from '@/components/teaser/CardTeaser';
import { HorizontalTeaser } from '@/components/teaser/HorizontalTeaser';
import { Benefits } from '@/components/benefits/Benefits';
import { SocialSharing } from '@/components/share/SocialSharing';
import { Price } from '@/components/price/Price';
import { StateNotification } from '@/components/state-notification/StateNotification';
import { Headline } from '@/components/text/Headline';
import { LineClamp } from '@/components/text/LineClamp';
import { List } from '@/components/text/List';
import { Text } from '@/components/text/Text';
import { BUTTON_MODIFIERS, BUTTON_SIZES, HEADLINE_TAGS, TEXT_COLORS, TEXT_SIZES, TEXT_TRANSFORMS, TEXT_WEIGHTS } from '@/components/tokens';
// The carousels' own module, the one their lazy wrappers load: the same chunk here and there (a
// second way in split it in two on every page with a carousel). Here they start with the page.
import { Carousel, ThumbnailCarousel } from '@/components/carousel/carousels.client';
import { PageView } from '@/components/islands.client';

import { ChipDemo } from './ChipDemo.client';
import { ModalDemo } from './ModalDemo.client';

export const metadata: Metadata = { title: 'Komponenten', robots: { index: false, follow: false } };

// A catalogue for developers and editors, not for visitors: rendered on request, so it always
// shows the current navigation and never waits in the page cache.
export const dynamic = 'force-dynamic';

const sections = [
  { id: 'text', title: 'Text' },
  { id: 'headline', title: 'Überschriften' },
  { id: 'list', title: 'Listen' },
  { id: 'line-clamp', title: 'Zeilenbegrenzung' },
  { id: 'button', title: 'Buttons' },
  { id: 'chip', title: 'Chips' },
  { id: 'modal', title: 'Modal' },
  { id: 'external-link', title: 'Externe Links' },
  { id: 'alert', title: 'Hinweise' },
  { id: 'state-notification', title: 'Statusmeldungen' },
  { id: 'price', title: 'Preise' },
  { id: 'file-download', title: 'Downloads' },
  { id: 'pagination', title: 'Seitennavigation' },
  { id: 'form', title: 'Formularfelder' },
  { id: 'image', title: 'Bilder' },
  { id: 'product', title: 'Produkt-Teaser' },
  { id: 'teaser', title: 'Teaser' },
  { id: 'benefits', title: 'Vorteile' },
  { id: 'share', title: 'Teilen' },
  { id: 'carousel', title: 'Karussells' },
] as const;

const SAMPLE_PDF = '/downloads/checkliste-urlaubsreise.pdf';

const sample = (name: string) => ({
  lq: `/images/beispiel/${name}-lq`,
  mq: `/images/beispiel/${name}-mq`,
  hq: `/images/beispiel/${name}-hq`,
});
const road = sample('alpenstrasse');
const roadSquare = sample('alpenstrasse-quadrat');
const ROAD_ALT = 'Illustration: Eine Passstraße führt durch grüne Hügel zu Bergen';

const gallery = [
  { id: 'alpenstrasse', title: 'Passstraße im Sommer', alt: ROAD_ALT },
  { id: 'wohnmobil', title: 'Mit dem Wohnmobil unterwegs', alt: 'Illustration: Ein weißes Wohnmobil vor einer Hügellandschaft' },
  { id: 'ladestation', title: 'Laden an der Schnellladesäule', alt: 'Illustration: Ein grünes Elektroauto lädt an einer Ladesäule' },
  { id: 'glatteis', title: 'Winterstraße', alt: 'Illustration: Eine verschneite Landstraße in einer Winterlandschaft' },
];

function GallerySlide({ id, title, alt }: (typeof gallery)[number]) {
  return (
    <figure className="relative">
      {/* eslint-disable-next-line @next/next/no-img-element -- a static sample picture */}
      <img src={`/images/beispiel/${id}-mq.jpg`} alt={alt} className="aspect-[16/9] w-full object-cover" loading="lazy" />
      <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-dark/80 to-transparent p-4 pt-10 font-bold text-white">{title}</figcaption>
    </figure>
  );
}

type SectionId = (typeof sections)[number]['id'];

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = sections.find((section) => section.id === id)?.title ?? id;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 border-t border-line py-10">
      <Headline tag="h2" id={`${id}-title`}>
        {title}
      </Headline>
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

function Example({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-line p-4 md:p-6">
      <p className="mb-3 text-sm font-bold tracking-wide text-lightgrey uppercase">{label}</p>
      {children}
    </div>
  );
}

export default function ComponentCatalogue() {
  return (
    <DefaultLayout>
      <PageView name="test" />
      <Headline tag="h1">Komponenten</Headline>
      <Text size="large" className="mt-3 max-w-prose">
        Alle Bausteine der Website in ihren Zuständen, mit Beispieltexten. Für Redaktion und Entwicklung.
      </Text>
      <nav aria-label="Inhaltsverzeichnis" className="mt-8 rounded-lg bg-surface p-4 md:p-6">
        <p className="font-bold text-darkgrey">Inhalt</p>
        <ol className="mt-2 grid gap-x-8 gap-y-1 sm:grid-cols-2 md:grid-cols-3">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <Section id="text">
        <Example label="Farben">
          <div className="space-y-1">
            {TEXT_COLORS.map((color) => (
              <Text key={color} color={color}>
                {color}: Die Pannenhilfe ist rund um die Uhr erreichbar.
              </Text>
            ))}
          </div>
        </Example>
        <Example label="Größen und Stärken">
          <div className="space-y-1">
            {TEXT_SIZES.map((size) => (
              <Text key={size} size={size}>
                {size}: Sicher unterwegs
              </Text>
            ))}
            {TEXT_WEIGHTS.map((weight) => (
              <Text key={weight} weight={weight}>
                {weight}: Sicher unterwegs
              </Text>
            ))}
          </div>
        </Example>
        <Example label="Ausrichtung und Schreibweise">
          <div className="space-y-1">
            <Text align="left">links ausgerichtet</Text>
            <Text align="center">zentriert</Text>
            <Text align="right">rechts ausgerichtet</Text>
            <Text align="justify">
              Blocksatz: Wer im Winter mit dem Auto unterwegs ist, sollte Eiskratzer, Handbesen und Decke dabeihaben und vor der Fahrt
              alle Scheiben freimachen.
            </Text>
            {TEXT_TRANSFORMS.map((transform) => (
              <Text key={transform} transform={transform}>
                {transform}: vignette und maut
              </Text>
            ))}
          </div>
        </Example>
      </Section>

      <Section id="headline">
        <Example label="h1 bis h6">
          <div className="space-y-3">
            {HEADLINE_TAGS.map((tag) => (
              // Shown one level below the section, so the page outline stays intact.
              <Headline key={tag} tag={tag === 'h1' || tag === 'h2' ? 'h3' : tag} look={tag}>
                {tag.toUpperCase()}: Winterreifenpflicht in Österreich
              </Headline>
            ))}
          </div>
        </Example>
      </Section>

      <Section id="list">
        <div className="grid gap-6 md:grid-cols-3">
          <Example label="simple">
            <List type="simple" items={['Warnweste', 'Pannendreieck', 'Verbandskasten']} />
          </Example>
          <Example label="marker">
            <List type="marker" items={['Warnweste', 'Pannendreieck', 'Verbandskasten']} />
          </Example>
          <Example label="numeric (ol)">
            <List type="numeric" items={['Warnblinkanlage einschalten', 'Warnweste anziehen', 'Pannendreieck aufstellen']} />
          </Example>
        </div>
      </Section>

      <Section id="line-clamp">
        <Example label="Standard: 2 Zeilen">
          <LineClamp className="max-w-md text-darkgrey">
            Die Rettungsgasse muss gebildet werden, sobald der Verkehr stockt: Fahrzeuge auf dem linken Fahrstreifen weichen nach
            links aus, alle anderen nach rechts. Auch der Pannenstreifen bleibt frei.
          </LineClamp>
        </Example>
      </Section>

      <Section id="button">
        <Example label="Größen">
          <div className="flex flex-wrap items-center gap-3">
            {[null, ...BUTTON_SIZES].map((size) => (
              <Button key={size ?? 'default'} size={size}>
                {size ?? 'Standard'}
              </Button>
            ))}
          </div>
        </Example>
        <Example label="Modifier">
          <div className="flex flex-wrap items-center gap-3">
            {BUTTON_MODIFIERS.map((modifier) => (
              <Button key={modifier} modifier={modifier}>
                {modifier}
              </Button>
            ))}
            <Button modifier={['success', 'round']}>success + round</Button>
            <Button disabled>deaktiviert</Button>
            <Button href="/reisen">als Link</Button>
          </div>
        </Example>
      </Section>

      <Section id="chip">
        <Example label="Chips: Farben, muted, disabled, entfernen">
          <ChipDemo />
        </Example>
        <Example label="Link-Chips">
          <div className="flex flex-wrap gap-2">
            <LinkChip href="/reisen">Reisen</LinkChip>
            <LinkChip href="/verkehr" color="aquamarine">
              Verkehr
            </LinkChip>
            <LinkChip href="/e-mobilitaet" muted>
              E-Mobilität (muted)
            </LinkChip>
            <LinkChip href="/reisen" disabled>
              deaktiviert
            </LinkChip>
            <LinkChip href="https://www.example.org/" color="twilight" target="_blank">
              extern, mit Rückfrage
            </LinkChip>
          </div>
        </Example>
      </Section>

      <Section id="modal">
        <Example label="Dialog: Fokus bleibt im Dialog, Escape schließt, Fokus kehrt zurück">
          <ModalDemo />
        </Example>
      </Section>

      <Section id="external-link">
        <Example label="Ein Klick auf einen externen Link fragt nach">
          <Text>
            Mehr zu Tarifen für Ladestrom finden Sie beim{' '}
            <a href="https://www.example.org/ladetarife" className="font-bold text-brand underline underline-offset-2">
              Tarifvergleich (externe Website)
            </a>
            .
          </Text>
        </Example>
      </Section>

      <Section id="alert">
        <Alert modifier="info" title="Neue Öffnungszeiten">
          Unsere Stützpunkte haben an Feiertagen von 8 bis 14 Uhr geöffnet.
        </Alert>
        <Alert modifier="success">Ihre Änderungen wurden gespeichert.</Alert>
        <Alert modifier="warning" title="Glatteisgefahr">
          In der Nacht kann es auf Brücken und in Waldschneisen glatt werden.
        </Alert>
        <Alert modifier="danger" title="Sperre der A10" closeable>
          Die Tauernautobahn ist zwischen Golling und Werfen gesperrt. Bitte weichen Sie aus.
        </Alert>
      </Section>

      <Section id="state-notification">
        <Example label="loading, success, error">
          <div className="space-y-2">
            <StateNotification state="loading" />
            <StateNotification state="success">Gespeichert</StateNotification>
            <StateNotification state="error">Speichern fehlgeschlagen</StateNotification>
          </div>
        </Example>
      </Section>

      <Section id="price">
        <div className="grid gap-6 md:grid-cols-3">
          <Example label="large (Standard)">
            <Price value={1234.5} />
          </Example>
          <Example label="small, mit Präfix und Postfix">
            <Price value={9.9} size="small" prefix="ab" timeValue="Monat" postfix="inkl. 20 % USt." />
          </Example>
          <Example label="Reisebüro">
            <Price value={899} prefix="ab" isReisebuero />
          </Example>
        </div>
      </Section>

      <Section id="file-download">
        <div className="max-w-md">
          <FileDownload
            fileName="Checkliste Urlaubsreise"
            fileSize={statSync(path.join(process.cwd(), 'public', SAMPLE_PDF)).size}
            fileType="PDF"
            filePath={SAMPLE_PDF}
          />
        </div>
      </Section>

      <Section id="pagination">
        <Example label="Seite 6 von 12 (unter 768 px ohne Nachbarn)">
          <Pagination amountPages={12} currentPage={6} basePath="/test" label="Beispiel: Seitennavigation" />
        </Example>
        <Example label="Erste Seite">
          <Pagination amountPages={5} basePath="/test" label="Beispiel: erste Seite" />
        </Example>
        <Example label="Deaktiviert">
          <Pagination amountPages={5} currentPage={3} basePath="/test" disabled label="Beispiel: deaktiviert" />
        </Example>
      </Section>
      <Section id="form">
        <div className="grid gap-6 md:grid-cols-2">
          <Example label="Standard, Pflichtfeld">
            <Input id="demo-name" label="Vor- und Nachname" required autoComplete="name" defaultValue="Maria Huber" />
          </Example>
          <Example label="small">
            <Input id="demo-plz" label="Postleitzahl" size="small" inputMode="numeric" defaultValue="1010" />
          </Example>
          <Example label="Fehler">
            <Input id="demo-mail" label="E-Mail" type="email" required defaultValue="maria.huber@" validationError="Bitte eine gültige E-Mail-Adresse angeben." />
          </Example>
          <Example label="Datum">
            <Input id="demo-date" label="Reisebeginn" type="date" defaultValue="2027-07-01" />
          </Example>
          <Example label="Checkboxen">
            <Checkbox id="demo-news" label="Newsletter mit Reisetipps abonnieren" defaultChecked />
            <Checkbox id="demo-agb" label="Ich habe die Teilnahmebedingungen gelesen." required validationError="Bitte bestätigen Sie die Teilnahmebedingungen." />
            <Checkbox id="demo-disabled" label="Nicht verfügbar" disabled />
          </Example>
        </div>
      </Section>
      <Section id="image">
        <Example label="Verhältnisse (lazy, 1x/2x/3x, WebP)">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {IMAGE_SIZES.map((size) => (
              <div key={size}>
                <p className="mb-1 text-sm text-lightgrey">{size}</p>
                <Image
                  urlLq={`${road.lq}.jpg`}
                  urlMq={`${road.mq}.jpg`}
                  urlHq={`${road.hq}.jpg`}
                  webp={{ lq: `${road.lq}.webp`, mq: `${road.mq}.webp`, hq: `${road.hq}.webp` }}
                  alt={ROAD_ALT}
                  size={size}
                  roundCorners
                />
              </div>
            ))}
          </div>
        </Example>
        <Example label="Mit Copyright und Vignette">
          <div className="max-w-xl">
            <Image urlLq={`${road.lq}.jpg`} urlMq={`${road.mq}.jpg`} urlHq={`${road.hq}.jpg`} alt={ROAD_ALT} copyright="Mobilclub / Demo-Illustration" showVignette />
          </div>
        </Example>
        <Example label="Art Direction: quadratisch unter 768 px, 3:1 darüber">
          <ArtDirectedImage
            alt={ROAD_ALT}
            mobile={{ lq: `${roadSquare.lq}.jpg`, mq: `${roadSquare.mq}.jpg`, hq: `${roadSquare.hq}.jpg` }}
            desktop={{ lq: `${road.lq}.jpg`, mq: `${road.mq}.jpg`, hq: `${road.hq}.jpg` }}
            roundCorners
          />
        </Example>
      </Section>
      <Section id="product">
        <div className="grid gap-6 pt-3 md:grid-cols-3">
          <ProductTeaser
            title="Schutzbrief Mobil"
            titleTag="h3"
            level="CAR"
            bestseller
            showSchutzbrief
            price={{ value: 89.9 }}
            productLink="/test#product"
            detailLink="/test#product"
            datePublished="2027-01-01T08:00:00.000Z"
          >
            Pannenhilfe, Abschleppen und Heimtransport in ganz Europa.
          </ProductTeaser>
          <ProductTeaser title="Schutzbrief Motorrad" titleTag="h3" level="MOTORCYCLE" price={{ value: 64.5 }} productLink="/test#product" detailLink="/test#product">
            Für alle, die auf zwei Rädern unterwegs sind.
          </ProductTeaser>
          <ProductTeaser title="Schutzbrief Touring" titleTag="h3" level="TOURING" userHasProduct price={{ value: 29 }} productLink="/test#product" detailLink="/test#product">
            Mit dem Rad und zu Fuß gut geschützt.
          </ProductTeaser>
        </div>
        <div className="max-w-sm">
          <MembershipDetailTeaser title="Mitgliedschaft" titleTag="h3" price={{ value: 96, prefix: 'ab' }} productLink="/test#product" buttonText="Mitglied werden">
            Pannenhilfe rund um die Uhr, Rechtsberatung und Vorteile bei Partnern.
          </MembershipDetailTeaser>
        </div>
      </Section>
      <Section id="teaser">
        <Example label="Card-Teaser">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <CardTeaser
              headline="Rettungsgasse: So bilden Sie sie richtig"
              description="Sobald der Verkehr stockt, muss eine Rettungsgasse gebildet werden, nicht erst beim Blaulicht."
              author="Stefan Brunner"
              datePublished="2026-09-03T09:15:00.000Z"
              link="/test#teaser"
            />
            <CardTeaser headline="Vignette 2027: Preise und Gültigkeit" description="Was die Jahresvignette kostet und ab wann sie gilt." link="/test#teaser" />
            <CardTeaser headline="Laden unterwegs" author="Lena Pichler" datePublished="2026-07-08T10:00:00.000Z" link="/test#teaser" />
          </div>
        </Example>
        <HorizontalTeaser
          headline="Mitglied werden"
          description="Pannenhilfe rund um die Uhr, Beratung vor der Reise und Vorteile bei unseren Partnern."
          buttonText="Jetzt Mitglied werden"
          buttonLink="/test#teaser"
          headlineTag="h3"
        />
      </Section>

      <Section id="benefits">
        <div className="max-w-2xl">
          <Benefits
            label="Ihre Vorteile als Mitglied"
            items={[
              { id: 'pannenhilfe', title: 'Pannenhilfe rund um die Uhr', content: 'In ganz Österreich, mit jedem Fahrzeug, auch mit dem Fahrrad.' },
              { id: 'beratung', title: 'Rechtsberatung', content: 'Unsere Juristinnen und Juristen beraten Sie zu Verkehrs- und Reiserecht.' },
              { id: 'partner', title: 'Vorteile bei Partnern', content: 'Ermäßigungen bei Reifenservice, Fahrtechnik-Kursen und Reisebüros.' },
            ]}
          />
        </div>
      </Section>
      <Section id="share">
        <Example label="Facebook, X, LinkedIn, E-Mail, Teilen des Browsers, Link kopieren">
          <SocialSharing
            url="https://www.mobilclub.example/verkehr/rettungsgasse-richtig-bilden-10004"
            title="Rettungsgasse: So bilden Sie sie richtig"
            text="Lesenswert vom Mobilclub:"
            xAccount="mobilclub"
          />
        </Example>
      </Section>
      <Section id="carousel">
        <Example label="Drei Karten ab 768 px, Pfeile außen, Scrollbar, Vorschau auf Handys">
          <Carousel label="Beispiel: Verkehrsthemen" slidesPerView={3} navigationOutside scrollbar>
            {['Rettungsgasse', 'Winterreifen', 'Glatteis', 'Vignette', 'Laden unterwegs'].map((topic) => (
              <CardTeaser key={topic} headline={topic} description="Tipps und Regeln für unterwegs, kurz erklärt." link="/test#carousel" />
            ))}
          </Carousel>
        </Example>
        <Example label="Bilder: Autoplay (anhaltbar), Endlosschleife, große Pfeile auf Handys, Schatten">
          <Carousel label="Beispiel: Bilder" autoplay loop mobileOptimisedButtons shadow mobileSlidePeek={false}>
            {gallery.map((item) => (
              <GallerySlide key={item.id} {...item} />
            ))}
          </Carousel>
        </Example>
        <Example label="Mit Vorschaubildern">
          <ThumbnailCarousel
            label="Beispiel: Galerie mit Vorschaubildern"
            items={gallery.map((item, index) => ({
              id: item.id,
              slide: <GallerySlide {...item} />,
              thumbnailSrc: `/images/beispiel/${item.id}-thumb.jpg`,
              thumbnailLabel: `Bild ${index + 1}: ${item.title}`,
            }))}
          />
        </Example>
      </Section>
    </DefaultLayout>
  );
}
