import type { ArticleSeed, ChannelSeed, ContentBlock } from './types';
import type { Scene } from './images';
import { bold, doc, h2, internalLink, p, ul } from './lexical';
import { type SeedRefs, ref } from './refs';

/**
 * Demo content that shows the whole block catalogue: protection products, the membership,
 * a travel article with pictures beside the text, carousel, gallery and a PDF, a list of
 * traffic articles long enough for three pages, and one page with every block type.
 */

const id = ref;

export const catalogueScenes: Scene[] = [
  { name: 'woerthersee', alt: 'Illustration: Ein Segelboot auf einem türkisblauen See vor bewaldeten Hügeln', sky: ['#6fa8dc', '#e3f0fa'], hills: ['#8aa6c1', '#6f9a5c', '#4f7d47'], sun: '#f6c453', foreground: 'lake' },
  {
    name: 'woerthersee-smartphone',
    alt: 'Illustration: Ein Segelboot auf einem türkisblauen See vor bewaldeten Hügeln',
    sky: ['#6fa8dc', '#e3f0fa'],
    hills: ['#8aa6c1', '#6f9a5c', '#4f7d47'],
    sun: '#f6c453',
    foreground: 'lake',
    crop: { width: 1080, height: 1080 },
  },
  {
    name: 'woerthersee-breit',
    alt: 'Illustration: Ein Segelboot auf einem türkisblauen See vor bewaldeten Hügeln',
    sky: ['#6fa8dc', '#e3f0fa'],
    hills: ['#8aa6c1', '#6f9a5c', '#4f7d47'],
    sun: '#f6c453',
    foreground: 'lake',
    // The lake and the boat, for the wide 3:1 crop on large screens.
    crop: { width: 1920, height: 640, keep: 'south' },
  },
  { name: 'ossiacher-see', alt: 'Illustration: Ein See im Abendlicht, ein Segelboot liegt ruhig auf dem Wasser', sky: ['#e88a5a', '#fbe3c8'], hills: ['#a77a6a', '#7f9a6a', '#5f7d50'], sun: '#ffe2a8', foreground: 'lake' },
  { name: 'nockalm', alt: 'Illustration: Eine kurvige Bergstraße führt durch herbstliche Almwiesen', sky: ['#86b4dc', '#eef5fb'], hills: ['#9fb2c4', '#c9a55a', '#a5883f'], sun: '#f6c453', foreground: 'road' },
  { name: 'radtour', alt: 'Illustration: Ein rotes Fahrrad steht an einem Radweg vor grünen Hügeln', sky: ['#7fb3e0', '#e3f0fa'], hills: ['#8aa6c1', '#7fae7a', '#5f9460'], sun: '#f6c453', foreground: 'bicycle' },
];

export interface DocumentSeed {
  key: string;
  title: string;
  fileName: string;
  heading: string;
  lines: string[];
}

export const catalogueDocuments: DocumentSeed[] = [
  {
    key: 'packliste-roadtrip',
    title: 'Packliste für den Roadtrip',
    fileName: 'packliste-roadtrip.pdf',
    heading: 'Packliste für den Roadtrip',
    lines: [
      'Dokumente',
      '- Führerschein, Zulassungsschein und Ausweis',
      '- Mitgliedskarte und Schutzbrief-Nummer',
      '- Digitale Vignette oder Klebevignette',
      '',
      'Im Auto',
      '- Warnwesten für alle Mitreisenden',
      '- Pannendreieck und Verbandspaket',
      '- Reifendruck für volle Beladung anpassen',
      '- Ladekabel und Ladekarte beim Elektroauto',
      '',
      'Unterwegs',
      '- Pausen alle zwei Stunden einplanen',
      '- Wasser und Jause für Stau und Wartezeit',
      '- Notrufnummer der Pannenhilfe (auf der Mitgliedskarte)',
    ],
  },
  {
    key: 'checkliste-urlaubsreise',
    title: 'Checkliste Urlaubsreise',
    fileName: 'checkliste-urlaubsreise.pdf',
    heading: 'Checkliste Urlaubsreise',
    lines: [
      '- Vignette und Streckenmaut für alle Transitländer',
      '- Reisepass, Führerschein, Zulassungsschein',
      '- Europäischer Unfallbericht im Handschuhfach',
      '- Warnweste für alle Mitreisenden',
      '- Pannendreieck und Verbandspaket',
      '- Reifendruck für volle Beladung prüfen',
      '- Kindersitze richtig befestigen',
      '- Reiseapotheke und Sonnenschutz',
    ],
  },
];

const richText = (content: ReturnType<typeof doc>): ContentBlock => ({ blockType: 'richText', content });

/** Traffic articles: with the three of the base content, enough for three pages of four. */
export const verkehrArticles: ArticleSeed[] = [
  {
    key: 'handy-am-steuer',
    articleId: 10008,
    title: 'Handy am Steuer: Was erlaubt ist und was nicht',
    slug: 'handy-am-steuer',
    channel: 'verkehr',
    leadText: 'Ein kurzer Blick aufs Display, und schon ist man im Blindflug unterwegs. Wann Sie das Handy im Auto nutzen dürfen und wann nicht.',
    author: 'Stefan Brunner',
    datePublished: '2026-11-05T08:00:00.000Z',
    image: 'rettungsgasse',
    blocks: () => [
      richText(
        doc(
          p('Bei Tempo 50 legt ein Auto in zwei Sekunden fast 28 Meter zurück. Wer in dieser Zeit eine Nachricht liest, fährt diese Strecke praktisch ohne Blick auf die Straße.'),
          h2('Was erlaubt ist'),
          ul(['Telefonieren über eine Freisprecheinrichtung.'], ['Navigation, wenn das Handy fest in einer Halterung sitzt und Sie es während der Fahrt nicht bedienen.'], ['Alles, was Sie bei stehendem Motor am Straßenrand erledigen.']),
          h2('Was nicht erlaubt ist'),
          p('Das Handy in der Hand zu halten, um zu telefonieren, zu tippen oder zu lesen, ist während der Fahrt verboten. Das gilt auch beim Warten vor der Ampel und im Stau.'),
        ),
      ),
    ],
  },
  {
    key: 'kindersitz',
    articleId: 10009,
    title: 'Kindersitz: So reisen die Kleinsten sicher',
    slug: 'kindersitz-regeln',
    channel: 'verkehr',
    leadText: 'Bis zu einer Größe von 150 Zentimetern brauchen Kinder im Auto einen passenden Kindersitz. Worauf es beim Kauf und beim Einbau ankommt.',
    author: 'Elisabeth Gruber',
    datePublished: '2026-10-28T07:30:00.000Z',
    image: 'wohnmobil',
    blocks: () => [
      richText(
        doc(
          p('Ein Kindersitz schützt nur, wenn er zum Kind und zum Auto passt. Nehmen Sie Ihr Kind deshalb zum Kauf mit und probieren Sie den Sitz im eigenen Fahrzeug aus.'),
          h2('Rückwärts fahren so lange wie möglich'),
          p('Babys und Kleinkinder sind in einer rückwärts gerichteten Schale am besten geschützt, weil Kopf und Nacken bei einem Aufprall abgestützt werden.'),
          ul(['Gurt straff anlegen: Zwischen Gurt und Schulter passt höchstens ein Finger.'], ['Dicke Winterjacken vor dem Anschnallen ausziehen.'], ['Den Beifahrerairbag abschalten, wenn die Babyschale vorne sitzt.']),
        ),
      ),
    ],
  },
  {
    key: 'kurzparkzonen',
    articleId: 10010,
    title: 'Kurzparkzonen: Parken in der Stadt ohne Strafzettel',
    slug: 'kurzparkzonen-tipps',
    channel: 'verkehr',
    leadText: 'Jede Stadt regelt das Parken anders. Mit diesen Tipps finden Sie sich in den Kurzparkzonen von Wien, Graz und Linz zurecht.',
    author: 'Markus Hofer',
    datePublished: '2026-10-21T09:00:00.000Z',
    image: 'alpenstrasse',
    blocks: () => [
      richText(
        doc(
          p('Blaue Bodenmarkierungen und Zusatztafeln zeigen, wo und wann eine Kurzparkzone gilt. Die erlaubte Parkdauer und die Uhrzeiten stehen auf der Tafel am Beginn der Zone.'),
          h2('Parkschein oder App'),
          p('In den meisten Städten können Sie den Parkschein per Handy lösen. Das erspart die Suche nach dem Automaten und erinnert Sie rechtzeitig, bevor die Zeit abläuft.'),
          p('Tipp: Fotografieren Sie die Zusatztafel, wenn Sie in einer fremden Stadt parken. So wissen Sie später noch, was gegolten hat.'),
        ),
      ),
    ],
  },
  {
    key: 'nebel',
    articleId: 10011,
    title: 'Nebel auf der Autobahn: Licht, Abstand und Tempo',
    slug: 'nebel-richtig-fahren',
    channel: 'verkehr',
    leadText: 'Im Herbst liegt auf vielen Strecken dichter Nebel. Wer sein Licht richtig einsetzt und genug Abstand hält, kommt sicher ans Ziel.',
    author: 'Stefan Brunner',
    datePublished: '2026-10-14T06:45:00.000Z',
    image: 'glatteis',
    blocks: () => [
      richText(
        doc(
          p('Nebel täuscht: Wer keine Anhaltspunkte hat, schätzt die eigene Geschwindigkeit zu niedrig ein. Ein Blick auf den Tacho hilft.'),
          h2('Das richtige Licht'),
          ul(['Abblendlicht einschalten, auch am Tag.'], ['Nebelscheinwerfer dürfen bei Nebel zusätzlich leuchten.'], ['Die Nebelschlussleuchte nur bei Sichtweiten unter 50 Metern verwenden und danach wieder ausschalten.']),
          h2('Abstand halten'),
          p('Die Leitpflöcke am Straßenrand stehen in Österreich im Abstand von 50 Metern. Sehen Sie den nächsten Pflock nicht mehr, sind Sie zu schnell unterwegs.'),
        ),
      ),
    ],
  },
  {
    // The site's theme "Wetter": what weather warnings mean for a drive. Its words keep clear of
    // the exact search cases (tests/integration/searchCases.ts), and it is the oldest of its
    // channel, so the channel's pages keep their first two.
    key: 'unwetter',
    articleId: 10016,
    title: 'Unwetter unterwegs: Gewitter, Hagel und Sturm richtig einschätzen',
    slug: 'unwetter-gewitter-hagel-sturm',
    channel: 'verkehr',
    leadText: 'Gewitter, Hagel und Sturmböen ziehen im Sommer oft binnen Minuten auf. Was die Warnstufen bedeuten und was Sie tun, wenn ein Unwetter Sie am Steuer überrascht.',
    author: 'Elisabeth Gruber',
    datePublished: '2026-05-15T06:00:00.000Z',
    image: 'alpenstrasse',
    blocks: () => [
      richText(
        doc(
          h2('Warnungen ernst nehmen'),
          p('Die GeoSphere Austria warnt in vier Stufen vor Gewitter, Sturm, Hagel, Starkregen und Hitze. Ab der Stufe Orange lohnt es sich, eine Fahrt zu verschieben oder eine andere Strecke zu wählen.'),
          h2('Wenn es am Steuer losgeht'),
          ul(
            ['Langsamer fahren und den Abstand vergrößern: Bei Starkregen droht Aquaplaning.'],
            ['Bei Hagel unter einer Brücke anhalten und die Warnblinkanlage einschalten.'],
            ['Im Fahrzeug bleiben: Bei Blitzschlag schützt es wie ein Faradayscher Käfig.'],
            ['Nach dem Sturm auf umgestürzte Bäume und Äste auf der Fahrbahn achten.'],
          ),
        ),
      ),
    ],
  },
  {
    key: 'e-scooter',
    articleId: 10012,
    title: 'E-Scooter: Die wichtigsten Regeln im Straßenverkehr',
    slug: 'e-scooter-regeln',
    channel: 'verkehr',
    leadText: 'E-Scooter gelten rechtlich als Fahrräder. Was das für Radweg, Gehsteig und Beleuchtung bedeutet.',
    author: 'Lena Pichler',
    datePublished: '2026-09-30T10:00:00.000Z',
    image: 'ladestation',
    blocks: () => [
      richText(
        doc(
          p('Für E-Scooter gelten im Wesentlichen die Regeln für Radfahrerinnen und Radfahrer. Wer sie kennt, ist sicher und ohne Strafe unterwegs.'),
          ul(['Radweg benutzen, wo es einen gibt; sonst die Fahrbahn.'], ['Auf dem Gehsteig nur fahren, wo es ausdrücklich erlaubt ist.'], ['Bei Dunkelheit mit Licht vorne und hinten fahren.'], ['Pro Scooter fährt eine Person.']),
          p('Wir empfehlen immer einen Helm: Bei Stürzen mit kleinen Rädern schlägt der Kopf besonders oft auf.'),
        ),
      ),
    ],
  },
  {
    key: 'wildwechsel',
    articleId: 10013,
    title: 'Wildwechsel: So vermeiden Sie Unfälle in der Dämmerung',
    slug: 'wildwechsel-daemmerung',
    channel: 'verkehr',
    leadText: 'In den Morgen- und Abendstunden sind Rehe und Hirsche besonders aktiv. Wie Sie Wildunfälle vermeiden und was nach einem Zusammenstoß zu tun ist.',
    author: 'Elisabeth Gruber',
    datePublished: '2026-09-16T05:30:00.000Z',
    image: 'nockalm',
    blocks: () => [
      richText(
        doc(
          p('Warnschilder stehen dort, wo Wild häufig die Straße quert. Nehmen Sie dort Gas weg und seien Sie bremsbereit, vor allem an Waldrändern.'),
          h2('Wenn ein Tier auf der Straße steht'),
          ul(['Abblenden und hupen, damit das Tier flüchten kann.'], ['Kontrolliert bremsen und die Spur halten: Ausweichen ist oft gefährlicher als der Aufprall.'], ['Mit weiteren Tieren rechnen: Wild ist selten allein unterwegs.']),
          h2('Nach einem Wildunfall'),
          p('Unfallstelle absichern, Warnweste anziehen und die Polizei verständigen. Berühren Sie verletzte Tiere nicht.'),
        ),
      ),
    ],
  },
];

/** A travel article with pictures beside the text, a carousel, a gallery and a PDF to take along. */
export const roadtripArticle: ArticleSeed = {
  key: 'roadtrip-kaernten',
  articleId: 10014,
  title: 'Roadtrip durch Kärnten: Seen, Pässe und Almen',
  slug: 'roadtrip-kaernten',
  channel: 'reisen',
  leadText: 'Drei Tage, vier Seen und eine der schönsten Bergstraßen Österreichs: unsere Route für einen Sommer-Roadtrip durch Kärnten.',
  author: 'Katharina Leitner',
  datePublished: '2026-07-22T07:00:00.000Z',
  image: 'woerthersee',
  blocks: ({ media, documents, articles }) => [
    richText(
      doc(
        p('Kärnten ist wie gemacht für eine Reise mit dem Auto: Die Entfernungen sind kurz, die Straßen kurvig, und hinter jeder Kuppe wartet ein See. Unsere Route beginnt in Villach und endet am Wörthersee.'),
      ),
    ),
    {
      blockType: 'multimedia',
      mediaType: 'image',
      image: id(media, 'nockalm'),
      ratio: 'r4x3',
      roundCorners: true,
      mediaPosition: 'left',
      mediaWidth: '40%',
      content: doc(
        h2('Tag 1: Über die Nockalmstraße'),
        p('Die 35 Kilometer lange Panoramastraße führt durch den Nationalpark Nockberge bis auf über 2000 Meter. Planen Sie mindestens einen halben Tag ein: An den Almhütten entlang der Strecke lohnt sich jede Pause.'),
        p('Die Straße ist mautpflichtig und im Winter gesperrt. Mit dem Wohnmobil ist sie gut befahrbar, die Kehren sind breit angelegt.'),
      ),
    },
    {
      blockType: 'multimedia',
      mediaType: 'image',
      image: id(media, 'radtour'),
      ratio: 'r4x3',
      roundCorners: true,
      mediaPosition: 'right',
      mediaWidth: '45%',
      content: doc(
        h2('Tag 2: Mit dem Rad um den Ossiacher See'),
        p('Der Radweg rund um den Ossiacher See ist rund 30 Kilometer lang und fast eben. Räder verleihen mehrere Betriebe am Ufer, auch mit Elektroantrieb.'),
        p('Wer das Auto stehen lässt, spart sich die Parkplatzsuche in den Badeorten: Im Sommer sind die Plätze am Seeufer schon am Vormittag belegt.'),
      ),
    },
    {
      blockType: 'carousel',
      label: 'Stationen des Roadtrips',
      slides: [
        { image: id(media, 'nockalm'), caption: 'Nockalmstraße: 52 Kehren durch die Nockberge' },
        { image: id(media, 'ossiacher-see'), caption: 'Ossiacher See: Abendstimmung am Ostufer' },
        { image: id(media, 'radtour'), caption: 'Radweg: eben und gut beschildert' },
        { image: id(media, 'woerthersee'), caption: 'Wörthersee: Ziel unserer Reise', link: '/reisen' },
      ],
      settings: { slidesPerView: 1, spaceBetween: 20, navigation: true, mobileOptimisedButtons: true, loop: true, roundCorners: true, mobileSlidePeek: true },
    },
    richText(
      doc(
        h2('Tag 3: Baden im Wörthersee'),
        p('Der Wörthersee wird im Sommer bis zu 28 Grad warm. Die öffentlichen Strandbäder in Klagenfurt und Velden sind gut mit dem Auto erreichbar; reisen Sie an Wochenenden früh an.'),
        p('Bevor Sie losfahren, lesen Sie auch unseren Beitrag zu ', internalLink('Vignette und Maut auf dem Weg nach Italien', 'articles', id(articles, 'vignette-italien')), ', falls Sie die Reise in den Süden verlängern.'),
      ),
    ),
    {
      blockType: 'thumbnailCarousel',
      label: 'Bilder vom Roadtrip durch Kärnten',
      items: [
        { image: id(media, 'woerthersee'), caption: 'Segelboot am Wörthersee' },
        { image: id(media, 'ossiacher-see'), caption: 'Abend am Ossiacher See' },
        { image: id(media, 'nockalm'), caption: 'Herbstfarben an der Nockalmstraße' },
        { image: id(media, 'radtour'), caption: 'Pause am Radweg' },
        { image: id(media, 'alpenstrasse'), caption: 'Auf dem Weg in die Berge' },
      ],
    },
    { blockType: 'fileDownload', document: id(documents, 'packliste-roadtrip') },
  ],
};

export const membershipChannel: ChannelSeed = {
  key: 'mitgliedschaft',
  title: 'Mitgliedschaft',
  slug: 'mitgliedschaft',
  trackingName: 'membership',
  seo: { description: 'Pannenhilfe rund um die Uhr, Beratung und Vorteile: die Mitgliedschaft im Mobilclub.' },
};

/** Ein Preis pro Jahr in Euro, wie die Teaser ihn zeigen. */
const perYear = (value: number, prefix?: string) => ({ value, currency: '€', timeValue: 'Jahr', size: 'large' as const, ...(prefix ? { prefix } : {}) });

/** The protection products, as several pages offer them. */
const PRODUCTS = {
  oesterreich: {
    title: 'Schutzbrief Österreich',
    titleTag: 'h3',
    level: 'MOTORCYCLE',
    description: 'Hilfe bei Panne und Unfall in ganz Österreich, auch mit Motorrad und Moped.',
    price: perYear(34.9),
    productLink: '/mitglied-werden',
    detailLink: '/mitgliedschaft',
  },
  europa: {
    title: 'Schutzbrief Europa',
    titleTag: 'h3',
    level: 'CAR',
    description: 'Heimtransport, Ersatzwagen und Kostenübernahme bei Panne oder Unfall in ganz Europa.',
    price: perYear(59.9),
    productLink: '/mitglied-werden',
    detailLink: '/mitgliedschaft',
    showSchutzbrief: true,
    bestseller: true,
  },
  welt: {
    title: 'Schutzbrief Welt',
    titleTag: 'h3',
    level: 'CAR',
    description: 'Für Fernreisen: Hilfe und Rücktransport weltweit, auch mit dem Mietwagen.',
    price: { ...perYear(89.9), prefix: 'ab' },
    productLink: '/mitglied-werden',
    detailLink: '/mitgliedschaft',
  },
  rad: {
    title: 'Schutzbrief Rad',
    titleTag: 'h3',
    level: 'TOURING',
    description: 'Für alle, die mit dem Rad oder zu Fuß unterwegs sind: Pannenhilfe am Fahrrad und Heimtransport.',
    price: perYear(24.5),
    productLink: '/mitglied-werden',
    detailLink: '/mitgliedschaft',
  },
} as const;

/** Prices and cover as of the start of the year. */
const SINCE = '2026-01-01T08:00:00.000Z';

export const membershipBlocks = (): ContentBlock[] => [
  {
    blockType: 'headlineText',
    headline: 'Für alle, die unterwegs sind',
    headlineLevel: 'h2',
    headlineColor: 'darkgrey',
    text: 'Mit der Mitgliedschaft sind Sie als Person geschützt: im eigenen Auto, im Leihwagen, auf dem Motorrad, dem Fahrrad oder zu Fuß.',
    textSize: 'large',
    textAlign: 'center',
  },
  {
    blockType: 'membershipTeaser',
    title: 'Mitgliedschaft',
    titleTag: 'h2',
    level: 'CAR',
    description: 'Pannenhilfe in ganz Österreich rund um die Uhr, Abschleppen bis zur nächsten Werkstatt und Beratung in allen Fragen rund ums Fahrzeug.',
    price: perYear(89),
    productLink: '/mitglied-werden',
    buttonText: 'Mitglied werden',
  },
  {
    blockType: 'benefits',
    headline: 'Ihre Vorteile als Mitglied',
    items: [
      { title: 'Pannenhilfe rund um die Uhr', content: doc(p('Unter der Notrufnummer auf Ihrer Mitgliedskarte erreichen Sie unsere Pannenhilfe an jedem Tag des Jahres. Meist sind wir in weniger als einer Stunde bei Ihnen.')) },
      { title: 'Abschleppen bis zur Werkstatt', content: doc(p('Kann Ihr Fahrzeug nicht vor Ort repariert werden, bringen wir es zur nächsten geeigneten Werkstatt.')) },
      { title: 'Technische und rechtliche Beratung', content: doc(p('Unsere Technikerinnen und Juristen beraten Sie zu Gebrauchtwagenkauf, Reparaturrechnungen und Verkehrsstrafen.')) },
      { title: 'Ermäßigte Fahrsicherheitstrainings', content: doc(p('Mitglieder trainieren in unseren Zentren günstiger, vom Winter-Training bis zum Motorrad-Kurs.')) },
    ],
  },
  {
    blockType: 'productTeasers',
    headline: 'Mehr Schutz mit dem Schutzbrief',
    products: [
      { ...PRODUCTS.europa, detailLink: '/reisen/urlaub-mit-dem-auto', datePublished: SINCE },
      { ...PRODUCTS.rad, detailLink: undefined, datePublished: SINCE },
    ],
  },
  {
    blockType: 'faq',
    title: 'Fragen zur Mitgliedschaft',
    items: [
      { question: 'Ab wann gilt die Mitgliedschaft?', answer: doc(p('Ab dem Tag nach Ihrer Anmeldung. Pannen, die vorher passiert sind, sind nicht gedeckt.')) },
      { question: 'Kann ich die Mitgliedschaft kündigen?', answer: doc(p('Ja, jeweils zum Ende des Mitgliedsjahres. Eine formlose Nachricht an unser Service-Team genügt.')) },
      { question: 'Sind Familienmitglieder mitversichert?', answer: doc(p('Partnerinnen, Partner und Kinder können Sie günstig dazunehmen. Sie haben dann dieselben Leistungen.')) },
    ],
  },
  {
    blockType: 'linkChips',
    label: 'Auch interessant',
    chips: [
      { label: 'Urlaub mit dem Auto', href: '/reisen/urlaub-mit-dem-auto', color: 'default' },
      { label: 'Verkehrsthemen', href: '/verkehr', color: 'aquamarine' },
      { label: 'Kontakt', href: 'mailto:service@mobilclub.example', color: 'reddish' },
    ],
  },
];

/** Protection products on the home page. */
export const homeProductTeasers = (): ContentBlock => ({
  blockType: 'productTeasers',
  headline: 'Sicher unterwegs mit dem Schutzbrief',
  products: [PRODUCTS.oesterreich, PRODUCTS.europa, { ...PRODUCTS.rad, description: 'Für alle, die mit dem Rad oder zu Fuß unterwegs sind.' }],
});

export const showcaseChannel: ChannelSeed = {
  key: 'urlaub-mit-dem-auto',
  title: 'Urlaub mit dem Auto',
  slug: 'urlaub-mit-dem-auto',
  parent: 'reisen',
  trackingName: 'travel-special',
  seo: { description: 'Alles für die Urlaubsreise mit dem Auto: Checklisten, Routen, Tempolimits, Schutzbrief und Pannenhilfe.' },
};

/** One page with every block type the site offers, on a real topic. */
export const showcaseBlocks = ({ articles, channels, media, documents }: SeedRefs): ContentBlock[] => [
  {
    blockType: 'headlineText',
    headline: 'Gut vorbereitet in den Urlaub',
    headlineLevel: 'h2',
    headlineColor: 'accent',
    text: 'Route, Papiere, Pannenschutz: Mit unserer Übersicht starten Sie entspannt in den Sommer.',
    textSize: 'xlarge',
    textWeight: 'bold',
  },
  {
    blockType: 'alert',
    modifier: 'warning',
    closeable: true,
    title: 'Reisesamstage im Sommer',
    text: 'An den Samstagen im Juli und August rechnen wir auf der Tauern- und der Pyhrnautobahn mit langen Staus. Fahren Sie wenn möglich unter der Woche oder sehr früh am Morgen.',
  },
  {
    blockType: 'multimedia',
    mediaType: 'artDirected',
    desktopImage: id(media, 'woerthersee-breit'),
    mobileImage: id(media, 'woerthersee-smartphone'),
    ratio: 'r3x1',
    mobileRatio: 'square',
    roundCorners: true,
    showVignette: true,
    mediaPosition: 'top',
  },
  richText(
    doc(
      p('Ob Adria, Bodensee oder Kärntner Seen: Die meisten Österreicherinnen und Österreicher fahren mit dem eigenen Auto in den Urlaub. Mit ein wenig Planung vermeiden Sie Staus, Strafen und Stress.'),
    ),
  ),
  {
    blockType: 'multimedia',
    mediaType: 'image',
    image: id(media, 'alpenstrasse'),
    ratio: 'r4x3',
    roundCorners: true,
    mediaPosition: 'right',
    mediaWidth: '40%',
    content: doc(
      h2('Die Route planen'),
      p('Planen Sie Pausen alle zwei Stunden ein und prüfen Sie vor der Abfahrt die aktuelle Verkehrslage. Wer Pässe statt Autobahnen nimmt, spart Maut und sieht mehr vom Land, braucht aber mehr Zeit.'),
    ),
  },
  { blockType: 'teaser', article: id(articles, 'roadtrip-kaernten') },
  { blockType: 'teaser', article: id(articles, 'vignette-italien') },
  { blockType: 'teaser', article: id(articles, 'wohnmobil-tipps') },
  {
    blockType: 'cardTeasers',
    headline: 'Vor der Abfahrt',
    cards: [
      { image: id(media, 'wohnmobil'), headline: 'Richtig beladen', headlineTag: 'h3', description: 'Schweres nach unten, nichts lose im Innenraum: so bleibt das Auto stabil.', link: '/reisen/camping/wohnmobil-tipps-anfaenger-10002' },
      { image: id(media, 'alpenstrasse'), headline: 'Vignette und Maut', headlineTag: 'h3', description: 'Welche Gebühren auf dem Weg in den Süden anfallen.', link: '/reisen/vignette-maut-italien-10001' },
      { image: id(media, 'ladestation'), headline: 'Laden auf der Reise', headlineTag: 'h3', description: 'Mit dem Elektroauto entspannt bis ans Meer.', link: '/e-mobilitaet/laden-unterwegs-ladestation-finden-10005' },
    ],
  },
  {
    blockType: 'carousel',
    label: 'Urlaubsziele in Österreich',
    slides: [
      { image: id(media, 'woerthersee'), caption: 'Kärnten: baden im Wörthersee', link: '/reisen/roadtrip-kaernten-10014' },
      { image: id(media, 'alpenstrasse'), caption: 'Tirol: Passstraßen mit Aussicht' },
      { image: id(media, 'ossiacher-see'), caption: 'Abendstimmung am Ossiacher See' },
      { image: id(media, 'radtour'), caption: 'Steiermark: mit dem Rad durchs Weinland' },
    ],
    settings: { slidesPerView: 2, spaceBetween: 20, navigation: true, navigationOutside: true, scrollbar: true, roundCorners: true, mobileSlidePeek: true },
  },
  {
    blockType: 'thumbnailCarousel',
    label: 'Bilder vom Sommer in Kärnten',
    items: [
      { image: id(media, 'woerthersee'), caption: 'Am Wörthersee' },
      { image: id(media, 'ossiacher-see'), caption: 'Am Ossiacher See' },
      { image: id(media, 'nockalm'), caption: 'An der Nockalmstraße' },
      { image: id(media, 'radtour'), caption: 'Am Radweg' },
    ],
  },
  {
    blockType: 'table',
    caption: 'Tempolimits für Pkw auf Autobahnen (Stand 2026)',
    hasHeaderRow: true,
    rows: [
      { cells: [{ value: 'Land' }, { value: 'Autobahn' }, { value: 'Freiland' }] },
      { cells: [{ value: 'Österreich' }, { value: '130 km/h' }, { value: '100 km/h' }] },
      { cells: [{ value: 'Italien' }, { value: '130 km/h' }, { value: '90 km/h' }] },
      { cells: [{ value: 'Kroatien' }, { value: '130 km/h' }, { value: '90 km/h' }] },
      { cells: [{ value: 'Slowenien' }, { value: '130 km/h' }, { value: '90 km/h' }] },
    ],
  },
  {
    blockType: 'quote',
    quote: 'Die häufigste Panne im Urlaub ist eine leere Batterie: nach langen Fahrten mit Klimaanlage und vielen kurzen Stopps.',
    author: 'Thomas Wallner',
    role: 'Pannenfahrer',
  },
  {
    blockType: 'horizontalTeaser',
    headline: 'Im Urlaub sorglos unterwegs',
    headlineTag: 'h2',
    description: 'Der Schutzbrief bringt Sie und Ihr Auto nach Hause, wenn im Ausland etwas passiert.',
    buttonText: 'Schutzbrief wählen',
    buttonLink: '/mitgliedschaft',
  },
  {
    blockType: 'productTeasers',
    headline: 'Schutzbriefe für die Reise',
    products: [PRODUCTS.europa, PRODUCTS.welt],
  },
  {
    blockType: 'membershipTeaser',
    title: 'Noch kein Mitglied?',
    titleTag: 'h2',
    level: 'CAR',
    description: 'Pannenhilfe rund um die Uhr, in Österreich und mit dem Schutzbrief in ganz Europa.',
    price: perYear(89),
    productLink: '/mitglied-werden',
    buttonText: 'Mitglied werden',
  },
  {
    blockType: 'benefits',
    headline: 'Was Mitglieder im Urlaub haben',
    items: [
      { title: 'Hilfe rund um die Uhr, auch im Urlaub', content: doc(p('Unsere Notrufzentrale organisiert Hilfe in ganz Europa, in Ihrer Sprache.')) },
      { title: 'Routenplanung und Reiseinfos', content: doc(p('Wir beraten Sie zu Vignetten, Maut und Einreisebestimmungen ', bold('vor'), ' der Abfahrt.')) },
    ],
  },
  {
    blockType: 'faq',
    title: 'Fragen zur Urlaubsreise',
    items: [
      { question: 'Brauche ich im Ausland eine Warnweste für alle?', answer: doc(p('In vielen Ländern ja. Nehmen Sie für jede Person im Auto eine Warnweste mit und bewahren Sie sie griffbereit auf.')) },
      { question: 'Was tun bei einer Panne im Ausland?', answer: doc(p('Sichern Sie die Unfallstelle ab, ziehen Sie die Warnweste an und rufen Sie unsere Notrufzentrale an. Wir organisieren die Hilfe vor Ort.')) },
    ],
  },
  {
    blockType: 'linkChips',
    label: 'Beliebte Reisethemen',
    chips: [
      { label: 'Kärnten', href: '/reisen/roadtrip-kaernten-10014', color: 'aquamarine' },
      { label: 'Italien', href: '/reisen/vignette-maut-italien-10001', color: 'reddish' },
      { label: 'Camping', href: '/reisen/camping', color: 'default' },
      { label: 'Reisewarnungen des Außenministeriums', href: 'https://www.bmeia.gv.at/reise-services/reiseinformation', color: 'twilight', target: '_blank' },
    ],
  },
  { blockType: 'fileDownload', document: id(documents, 'checkliste-urlaubsreise'), title: 'Checkliste Urlaubsreise' },
  { blockType: 'articleList', headline: 'Neues aus der Rubrik Reisen', channel: id(channels, 'reisen'), display: 'cards', pageSize: 3 },
];
