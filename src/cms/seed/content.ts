import type { Scene } from './images';
import { homeProductTeasers } from './catalogue';
import { type SeedRefs, ref } from './refs';
import type { ArticleSeed, ChannelSeed, ContentBlock, DemoUser } from './types';
import { bold, doc, h2, h3, internalLink, link, ol, p, ul } from './lexical';

/** The demo site: an original, realistic German (de-AT) content set for a motoring club. */

export const scenes: Scene[] = [
  { name: 'alpenstrasse', alt: 'Illustration: Eine Passstraße führt durch grüne Hügel zu schneebedeckten Bergen', sky: ['#7fb3e0', '#e3f0fa'], hills: ['#8aa6c1', '#7fae7a', '#5f9460'], sun: '#f6c453', foreground: 'road' },
  { name: 'wohnmobil', alt: 'Illustration: Ein weißes Wohnmobil mit roter Zierleiste vor einer Hügellandschaft', sky: ['#f2a65a', '#fde7c8'], hills: ['#b88a6a', '#8fb07a', '#6f9a5c'], sun: '#fff3c4', foreground: 'camper' },
  { name: 'winterreifen', alt: 'Illustration: Ein Winterreifen vor verschneiten Bergen bei Schneefall', sky: ['#9fb6cc', '#e9f0f6'], hills: ['#c9d6e3', '#dfe8f0', '#f4f8fb'], snow: true, foreground: 'tyre' },
  { name: 'rettungsgasse', alt: 'Illustration: Autos auf einer Autobahn bilden eine Rettungsgasse für ein Einsatzfahrzeug', sky: ['#6fa0d0', '#dcebf7'], hills: ['#93abc4', '#8fb07a', '#6f9a5c'], sun: '#f6c453', foreground: 'highway' },
  { name: 'ladestation', alt: 'Illustration: Ein grünes Elektroauto lädt an einer Ladesäule', sky: ['#5c8fc4', '#d6e7f5'], hills: ['#8aa6c1', '#7fae7a', '#5f9460'], sun: '#f6c453', foreground: 'charger' },
  { name: 'e-auto-winter', alt: 'Illustration: Ein blaues Elektroauto im Schnee neben einer Batterie mit wenig Ladung', sky: ['#8da7c0', '#eef3f8'], hills: ['#c9d6e3', '#dfe8f0', '#f4f8fb'], snow: true, foreground: 'ecar' },
  { name: 'glatteis', alt: 'Illustration: Eine verschneite Landstraße windet sich durch eine Winterlandschaft', sky: ['#7d93aa', '#e4ecf3'], hills: ['#b7c7d8', '#d9e3ec', '#f1f5f9'], snow: true, foreground: 'road' },
];

export const channels: ChannelSeed[] = [
  { key: 'reisen', title: 'Reisen', slug: 'reisen', requiresReview: true, seo: { description: 'Urlaub mit Auto, Wohnmobil und Rad: Vignetten, Maut, Einreise und Tipps für unterwegs.' } },
  { key: 'camping', title: 'Camping', slug: 'camping', parent: 'reisen', seo: { description: 'Mit Wohnmobil und Wohnwagen unterwegs: Stellplätze, Ausrüstung und Sicherheit.' } },
  { key: 'verkehr', title: 'Verkehr', slug: 'verkehr', seo: { description: 'Verkehrsregeln, Fahrsicherheit und aktuelle Änderungen für Österreichs Straßen.' } },
  { key: 'e-mobilitaet', title: 'E-Mobilität', slug: 'e-mobilitaet', trackingName: 'emobility', seo: { description: 'Laden, Reichweite, Förderungen: alles rund ums Elektroauto.' } },
];

export type { SeedRefs };


const richText = (content: ReturnType<typeof doc>): ContentBlock => ({ blockType: 'richText', content });

export const articles: ArticleSeed[] = [
  {
    key: 'vignette-italien',
    articleId: 10001,
    title: 'Vignette, Maut und Umweltzonen: Gut vorbereitet nach Italien',
    slug: 'vignette-maut-italien',
    channel: 'reisen',
    leadText: 'Wer mit dem Auto in den Süden fährt, zahlt an vielen Stellen: Vignette, Streckenmaut und Autobahngebühren. Was Sie vor der Abfahrt erledigen sollten.',
    author: 'Katharina Leitner',
    datePublished: '2026-06-12T07:30:00.000Z',
    image: 'alpenstrasse',
    blocks: ({ articles: ids }) => [
      richText(
        doc(
          p('Die Fahrt über den Brenner oder durch den Karawankentunnel ist für viele der Start in den Sommerurlaub. Damit die Reise nicht schon an der ersten Mautstelle teuer wird, lohnt sich ein Blick auf die Regeln der Länder, durch die Sie fahren.'),
          h2('Österreich: Vignette und Streckenmaut'),
          p('Auf Autobahnen und Schnellstraßen brauchen Sie eine gültige ', bold('Vignette'), '. Die digitale Vignette gilt für ein Kennzeichen und ist beim Kauf im Internet erst ab dem 18. Tag gültig, wenn Sie als Privatperson kaufen. An Tankstellen und Verkaufsstellen gekauft, gilt sie sofort.'),
          ul(['Brenner Autobahn (A13): eigene Streckenmaut'], ['Tauern Autobahn (A10) und Karawankentunnel: Streckenmaut'], ['Pyhrn Autobahn (A9): Maut für Bosruck- und Gleinalmtunnel']),
          h2('Italien: Autobahngebühr nach Strecke'),
          p('In Italien zahlen Sie an der Mautstelle nach gefahrener Strecke. Halten Sie Bargeld oder Karte bereit und achten Sie auf die Spuren: Gelbe Spuren sind nur für elektronische Mautgeräte.'),
          p('Mehr zu den Kosten unterwegs lesen Sie in unserem Beitrag ', internalLink('zum Laden von Elektroautos auf Reisen', 'articles', ids['laden-unterwegs'] ?? 0), '.'),
        ),
      ),
      {
        blockType: 'table',
        caption: 'Typische Mautkosten für einen Pkw (Sommer 2026, Richtwerte)',
        hasHeaderRow: true,
        rows: [
          { cells: [{ value: 'Strecke' }, { value: 'Land' }, { value: 'Preis' }] },
          { cells: [{ value: 'Brenner Autobahn A13' }, { value: 'Österreich' }, { value: '12,50 €' }] },
          { cells: [{ value: 'Karawankentunnel' }, { value: 'Österreich' }, { value: '9,00 €' }] },
          { cells: [{ value: 'Brenner – Verona' }, { value: 'Italien' }, { value: '21,40 €' }] },
          { cells: [{ value: 'Verona – Venedig' }, { value: 'Italien' }, { value: '8,70 €' }] },
        ],
      },
      {
        blockType: 'faq',
        title: 'Häufige Fragen zur Vignette',
        items: [
          { question: 'Gilt die digitale Vignette für mehrere Autos?', answer: doc(p('Nein. Die digitale Vignette ist an ein Kennzeichen gebunden. Bei Wechselkennzeichen gilt sie für das Kennzeichen, nicht für das einzelne Fahrzeug.')) },
          { question: 'Was kostet es, ohne Vignette erwischt zu werden?', answer: doc(p('Es wird eine Ersatzmaut fällig. Zahlen Sie diese nicht gleich, droht eine Verwaltungsstrafe, die deutlich höher ausfällt.')) },
          { question: 'Brauche ich in Italien eine Umweltplakette?', answer: doc(p('Einige Städte haben Zonen mit beschränkter Zufahrt (ZTL). Informieren Sie sich vor der Fahrt in Innenstädte; Kameras kontrollieren die Einfahrt.')) },
        ],
      },
      { blockType: 'teaser', article: ids['wohnmobil-tipps'] },
    ],
  },
  {
    key: 'wohnmobil-tipps',
    articleId: 10002,
    title: 'Zum ersten Mal mit dem Wohnmobil: Zehn Tipps für einen entspannten Start',
    slug: 'wohnmobil-tipps-anfaenger',
    channel: 'camping',
    leadText: 'Beladung, Höhe, Stellplatz: Wer zum ersten Mal ein Wohnmobil mietet, sollte einiges wissen, bevor es losgeht.',
    author: 'Markus Hofer',
    datePublished: '2026-05-28T06:00:00.000Z',
    image: 'wohnmobil',
    blocks: () => [
      richText(
        doc(
          p('Ein Wohnmobil fährt sich anders als ein Pkw: Es ist höher, länger und deutlich schwerer. Mit ein wenig Vorbereitung wird die erste Reise trotzdem entspannt.'),
          h2('Vor der Abfahrt'),
          ol(['Zulässiges Gesamtgewicht prüfen: Mit Führerschein B sind meist 3,5 Tonnen erlaubt.'], ['Fahrzeughöhe notieren und gut sichtbar ans Armaturenbrett kleben.'], ['Schwere Gegenstände nach unten und nahe an die Achse laden.'], ['Gasflaschen sichern und die Gasanlage vor dem Fahren schließen.'], ['Eine kurze Probefahrt auf einem leeren Parkplatz machen.']),
          h2('Unterwegs und am Stellplatz'),
          ol(['Mehr Abstand halten: Der Bremsweg ist länger.'], ['In Kurven langsamer fahren, Seitenwind einplanen.'], ['Stellplätze in der Hauptsaison vorab reservieren.'], ['Beim Rückwärtsfahren jemanden einweisen lassen.'], ['Wasser- und Abwassertank regelmäßig prüfen.']),
        ),
      ),
      { blockType: 'quote', quote: 'Die meisten Schäden an Mietwohnmobilen entstehen beim Rangieren mit weniger als fünf km/h.', author: 'Elisabeth Gruber', role: 'Fahrtechnik-Trainerin' },
    ],
  },
  {
    key: 'winterreifen',
    articleId: 10003,
    title: 'Winterreifenpflicht: Fristen, Profiltiefe und Strafen',
    slug: 'winterreifenpflicht-oesterreich',
    channel: 'verkehr',
    leadText: 'Von 1. November bis 15. April gilt in Österreich die situative Winterreifenpflicht. Was das genau bedeutet und worauf Sie achten sollten.',
    author: 'Stefan Brunner',
    datePublished: '2026-10-20T08:00:00.000Z',
    image: 'winterreifen',
    blocks: ({ articles: ids }) => [
      richText(
        doc(
          p('Bei winterlichen Fahrbahnverhältnissen wie Schneefahrbahn, Schneematsch oder Eis müssen Pkw in der Zeit von ', bold('1. November bis 15. April'), ' mit Winterreifen auf allen Rädern unterwegs sein.'),
          h2('Wie viel Profil ist vorgeschrieben?'),
          p('Winterreifen müssen bei Radialreifen mindestens 4 Millimeter Profiltiefe haben. Wir empfehlen, die Reifen schon bei 5 Millimetern zu tauschen: Darunter verlieren sie auf Schnee deutlich an Griff.'),
          h3('Alternativen zu Winterreifen'),
          p('Schneeketten sind nur auf durchgehend schnee- oder eisbedeckter Fahrbahn erlaubt und ersetzen Winterreifen nur in diesem Fall.'),
        ),
      ),
      {
        blockType: 'table',
        caption: 'Mindestprofiltiefe bei Winterreifen',
        hasHeaderRow: true,
        rows: [
          { cells: [{ value: 'Reifenart' }, { value: 'Gesetzliches Minimum' }, { value: 'Unsere Empfehlung' }] },
          { cells: [{ value: 'Radialreifen' }, { value: '4 mm' }, { value: '5 mm' }] },
          { cells: [{ value: 'Diagonalreifen' }, { value: '5 mm' }, { value: '6 mm' }] },
        ],
      },
      { blockType: 'teaser', article: ids['glatteis'] },
      { blockType: 'teaser', article: ids['rettungsgasse'] },
    ],
  },
  {
    key: 'rettungsgasse',
    articleId: 10004,
    title: 'Rettungsgasse: So bilden Sie sie richtig',
    slug: 'rettungsgasse-richtig-bilden',
    channel: 'verkehr',
    leadText: 'Sobald der Verkehr stockt, muss auf Autobahnen und Schnellstraßen eine Rettungsgasse gebildet werden. Nicht erst, wenn das Blaulicht zu sehen ist.',
    author: 'Stefan Brunner',
    datePublished: '2026-09-03T09:15:00.000Z',
    image: 'rettungsgasse',
    blocks: () => [
      richText(
        doc(
          p('Die Regel ist einfach: Fahrzeuge auf dem ', bold('linken Fahrstreifen'), ' weichen nach links aus, alle anderen nach rechts. So entsteht eine Gasse zwischen dem linken und den übrigen Fahrstreifen.'),
          ul(['Auch der Pannenstreifen bleibt frei: Er ist Teil der Rettungsgasse.'], ['Die Gasse bleibt bestehen, bis der Verkehr wieder fließt.'], ['Wer die Rettungsgasse blockiert, riskiert eine hohe Strafe.']),
        ),
      ),
      { blockType: 'quote', quote: 'Jede Minute, die wir früher am Unfallort sind, kann entscheidend sein.', author: 'Thomas Wallner', role: 'Notarzt' },
      {
        blockType: 'faq',
        items: [
          { question: 'Gilt die Rettungsgasse auch im Tunnel?', answer: doc(p('Ja. Auch in Tunneln mit mehreren Fahrstreifen pro Richtung muss eine Rettungsgasse gebildet werden.')) },
          { question: 'Darf ich die Rettungsgasse benutzen, um zur Ausfahrt zu kommen?', answer: doc(p('Nein. Die Rettungsgasse ist ausschließlich für Einsatz-, Pannen- und Abschleppfahrzeuge da.')) },
        ],
      },
    ],
  },
  {
    key: 'laden-unterwegs',
    articleId: 10005,
    title: 'Laden unterwegs: So finden Sie die passende Ladestation',
    slug: 'laden-unterwegs-ladestation-finden',
    channel: 'e-mobilitaet',
    leadText: 'Schnelllader, Ladekarte oder Direktzahlung: Wie Sie mit dem Elektroauto auch auf langen Strecken entspannt laden.',
    author: 'Lena Pichler',
    datePublished: '2026-07-08T10:00:00.000Z',
    image: 'ladestation',
    blocks: () => [
      richText(
        doc(
          p('Das Ladenetz in Österreich wächst jedes Jahr. Trotzdem lohnt es sich, längere Fahrten zu planen, vor allem in der Ferienzeit, wenn viele gleichzeitig laden wollen.'),
          h2('Wechselstrom oder Gleichstrom?'),
          p('An Wechselstrom-Ladepunkten (AC) laden Sie meist mit 11 oder 22 kW: ideal über Nacht oder während eines längeren Aufenthalts. Gleichstrom-Schnelllader (DC) schaffen 50 bis über 300 kW und füllen den Akku in einer Kaffeepause.'),
          h2('Bezahlen ohne Vertrag'),
          p('Neue Schnellladestationen müssen eine Zahlung mit Bankkarte ermöglichen. Mit einer Ladekarte ist der Preis pro Kilowattstunde aber oft günstiger. Tarife vergleichen lohnt sich, zum Beispiel mit dem ', link('Tarifrechner der E-Control', 'https://www.e-control.at'), '.'),
        ),
      ),
      {
        blockType: 'table',
        caption: 'Ladeleistung und Ladezeit für 300 km Reichweite (Richtwerte)',
        hasHeaderRow: true,
        rows: [
          { cells: [{ value: 'Ladeart' }, { value: 'Leistung' }, { value: 'Ladezeit' }] },
          { cells: [{ value: 'Haushaltssteckdose' }, { value: '2,3 kW' }, { value: 'ca. 24 Stunden' }] },
          { cells: [{ value: 'Wallbox' }, { value: '11 kW' }, { value: 'ca. 5 Stunden' }] },
          { cells: [{ value: 'Schnelllader' }, { value: '150 kW' }, { value: 'ca. 25 Minuten' }] },
        ],
      },
    ],
  },
  {
    key: 'e-auto-winter',
    articleId: 10006,
    title: 'Wie weit kommt ein E-Auto im Winter wirklich?',
    slug: 'e-auto-reichweite-winter',
    channel: 'e-mobilitaet',
    leadText: 'Bei Kälte sinkt die Reichweite von Elektroautos spürbar. Mit ein paar Handgriffen holen Sie trotzdem das Maximum heraus.',
    author: 'Lena Pichler',
    datePublished: '2026-11-10T07:00:00.000Z',
    image: 'e-auto-winter',
    blocks: ({ articles: ids }) => [
      richText(
        doc(
          p('In unseren Tests verloren Elektroautos bei minus 7 Grad im Schnitt rund ein Fünftel ihrer Reichweite. Der größte Teil davon geht auf das Heizen des Innenraums und des Akkus.'),
          h2('So sparen Sie Energie'),
          ul(['Das Auto vorheizen, solange es noch am Ladekabel hängt.'], ['Sitz- und Lenkradheizung statt voller Innenraumheizung nutzen.'], ['Vor dem Schnellladen den Akku vorkonditionieren lassen.'], ['Reifendruck regelmäßig prüfen: Kälte senkt ihn.']),
        ),
      ),
      { blockType: 'quote', quote: 'Wer vorheizt, während das Auto lädt, startet mit vollem Akku und warmer Kabine.', author: 'Lena Pichler', role: 'Redaktion E-Mobilität' },
      { blockType: 'teaser', article: ids['laden-unterwegs'] },
    ],
  },
  {
    key: 'glatteis',
    articleId: 10007,
    title: 'Glatteis und Schneefahrbahn: Richtig bremsen und lenken',
    slug: 'glatteis-richtig-bremsen',
    channel: 'verkehr',
    leadText: 'Auf glatter Fahrbahn ist der Bremsweg bis zu zehnmal länger. Wie Sie vorausschauend fahren und im Notfall richtig reagieren.',
    author: 'Elisabeth Gruber',
    datePublished: '2026-11-18T06:30:00.000Z',
    image: 'glatteis',
    blocks: () => [
      richText(
        doc(
          p('Besonders tückisch ist Glatteis auf Brücken, in Waldschneisen und in schattigen Kurven: Dort friert die Fahrbahn zuerst.'),
          h2('Im Notfall'),
          ol(['Kräftig auf die Bremse treten und gedrückt halten: Das ABS regelt.'], ['Gleichzeitig in die Richtung lenken, in die Sie fahren wollen.'], ['Bei Fahrzeugen ohne ABS stotternd bremsen.']),
        ),
      ),
    ],
  },
];

/** The home channel: a teaser grid of current topics, a quote and an FAQ about the club. */
export const homeBlocks = ({ articles: ids }: SeedRefs): ContentBlock[] => [
  { blockType: 'teaser', article: ids['e-auto-winter'] },
  { blockType: 'teaser', article: ids['glatteis'] },
  { blockType: 'teaser', article: ids['winterreifen'] },
  homeProductTeasers(),
  richText(
    doc(
      h2('Für alle, die unterwegs sind'),
      p('Ob mit dem Auto, dem Motorrad, dem Rad oder zu Fuß: Der Mobilclub hilft bei Pannen, berät vor der Reise und setzt sich für sichere Straßen ein. Hier finden Sie unsere aktuellen Tipps zu Reisen, Verkehr und E-Mobilität.'),
    ),
  ),
  { blockType: 'teaser', article: ids['vignette-italien'] },
  { blockType: 'teaser', article: ids['laden-unterwegs'] },
  { blockType: 'teaser', title: 'Alle Verkehrsthemen', leadText: 'Regeln, Fahrsicherheit und was sich auf Österreichs Straßen ändert.', link: '/verkehr' },
  { blockType: 'quote', quote: 'Unsere Pannenfahrerinnen und Pannenfahrer sind das ganze Jahr rund um die Uhr für Mitglieder im Einsatz.', author: 'Andrea Steiner', role: 'Leiterin Pannenhilfe' },
  {
    blockType: 'faq',
    title: 'Häufige Fragen',
    items: [
      { question: 'Hilft der Mobilclub auch, wenn ich nicht Mitglied bin?', answer: doc(p('Ja. Nichtmitglieder erhalten Pannenhilfe gegen Bezahlung. Für Mitglieder ist die Hilfe im Mitgliedsbeitrag enthalten.')) },
      { question: 'Gilt die Mitgliedschaft für ein bestimmtes Auto?', answer: doc(p('Nein. Die Mitgliedschaft gilt für die Person, egal mit welchem Fahrzeug sie unterwegs ist, auch mit dem Fahrrad.')) },
      { question: 'Wo finde ich Informationen zur Vignette?', answer: doc(p('In unserem Beitrag ', internalLink('Vignette, Maut und Umweltzonen', 'articles', ids['vignette-italien'] ?? 0), ' haben wir alles zusammengefasst.')) },
    ],
  },
];

export const channelBlocks: Record<string, (refs: SeedRefs) => ContentBlock[]> = {
  reisen: ({ articles: ids }) => [
    richText(doc(p('Gut vorbereitet in den Urlaub: Unsere Tipps zu Vignette und Maut, zur Einreise und zum Reisen mit Wohnmobil und Wohnwagen.'))),
    { blockType: 'teaser', article: ids['roadtrip-kaernten'] },
    { blockType: 'teaser', article: ids['vignette-italien'] },
    { blockType: 'teaser', article: ids['wohnmobil-tipps'] },
    { blockType: 'teaser', title: 'Camping', leadText: 'Stellplätze, Ausrüstung und Sicherheit für Ihren Urlaub mit Wohnmobil und Wohnwagen.', link: '/reisen/camping' },
    {
      blockType: 'horizontalTeaser',
      headline: 'Urlaub mit dem Auto',
      description: 'Route, Papiere, Tempolimits und Pannenschutz: alles für die Reise auf einer Seite.',
      buttonText: 'Zur Übersicht',
      buttonLink: '/reisen/urlaub-mit-dem-auto',
    },
  ],
  camping: ({ articles: ids }) => [
    richText(doc(p('Mit Wohnmobil und Wohnwagen unterwegs: Was Sie zu Gewicht, Stellplätzen und Sicherheit wissen sollten.'))),
    { blockType: 'teaser', article: ids['wohnmobil-tipps'] },
  ],
  verkehr: ({ channels }) => [
    { blockType: 'articleList', headline: 'Aktuelle Verkehrsthemen', channel: ref(channels, 'verkehr'), display: 'teasers', pageSize: 4 },
    {
      blockType: 'faq',
      title: 'Fragen zum Verkehrsrecht',
      items: [
        { question: 'Wann brauche ich Winterreifen?', answer: doc(p('Von 1. November bis 15. April bei winterlichen Fahrbahnverhältnissen.')) },
        { question: 'Muss ich eine Warnweste im Auto haben?', answer: doc(p('Ja. In Österreich ist eine Warnweste pro Fahrzeug vorgeschrieben; sie muss griffbereit sein.')) },
      ],
    },
  ],
  'e-mobilitaet': ({ articles: ids }) => [
    { blockType: 'teaser', article: ids['e-auto-winter'] },
    { blockType: 'teaser', article: ids['laden-unterwegs'] },
    { blockType: 'quote', quote: 'Jedes dritte neu zugelassene Auto in Österreich fährt inzwischen elektrisch oder teilelektrisch.', author: 'Redaktion E-Mobilität' },
  ],
};

/** One account per role (README, "Demo-Zugänge"); `sections` are channel keys of the seed. */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@mobilclub.example', password: 'mobilclub-admin', name: 'Demo Administration', roles: ['admin'] },
  { email: 'redaktion@mobilclub.example', password: 'mobilclub-redaktion', name: 'Demo Chefredaktion', roles: ['chief-editor'] },
  { email: 'verkehr@mobilclub.example', password: 'mobilclub-verkehr', name: 'Demo Redaktion Verkehr', roles: ['section-editor'], sections: ['verkehr'] },
  { email: 'autor@mobilclub.example', password: 'mobilclub-autor', name: 'Demo Autor', roles: ['author'] },
];
