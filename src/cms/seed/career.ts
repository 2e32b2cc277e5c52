import type { JobPosting } from '../generated/payload-types';
import type { ChannelSeed, ContentBlock } from './types';
import { doc, h2, p, ul } from './lexical';

/** The career portal of the demo site: a channel with the job list and the job alert, and open positions. */

export const careerChannel: ChannelSeed = {
  key: 'karriere',
  title: 'Karriere',
  slug: 'karriere',
  trackingName: 'career',
  seo: { description: 'Arbeiten beim Mobilclub: offene Stellen in ganz Österreich, von der Pannenhilfe bis zur IT, und der Job-Alarm.' },
};

export const careerBlocks = (): ContentBlock[] => [
  {
    blockType: 'headlineText',
    headline: 'Arbeiten, wo andere Hilfe brauchen',
    headlineLevel: 'h2',
    headlineColor: 'darkgrey',
    text: 'Über 1.800 Kolleginnen und Kollegen sorgen dafür, dass unsere Mitglieder sicher ankommen: auf der Straße, am Telefon, in den Fahrtechnik-Zentren und im Büro.',
    textSize: 'large',
  },
  { blockType: 'jobList', headline: 'Offene Stellen', showFilters: true },
  {
    blockType: 'benefits',
    headline: 'Was wir bieten',
    items: [
      { title: 'Sinnvolle Arbeit', content: doc(p('Jeden Tag helfen Sie Menschen, die gerade nicht weiterwissen. Das merkt man, und das sagen uns unsere Mitglieder auch.')) },
      { title: 'Sicherer Arbeitsplatz', content: doc(p('Unbefristete Verträge, Bezahlung über dem Kollektivvertrag und ein Pensionskassenbeitrag ab dem ersten Jahr.')) },
      { title: 'Weiterbildung', content: doc(p('Schulungen an unserer eigenen Akademie, von der Hochvolt-Qualifikation bis zur Führungsausbildung.')) },
      { title: 'Vergünstigungen', content: doc(p('Gratis-Mitgliedschaft, Fahrtechnik-Trainings für die Familie und ein Zuschuss zum Klimaticket.')) },
    ],
  },
  {
    blockType: 'jobAlertForm',
    headline: 'Job-Alarm einrichten',
    text: 'Nichts Passendes dabei? Wir schicken Ihnen eine E-Mail, sobald eine Stelle in Ihrem Bundesland und Berufsfeld frei wird. Kostenlos und jederzeit abbestellbar.',
  },
];

type JobBlock = NonNullable<JobPosting['blocks']>[number];
type JobSeed = Omit<JobPosting, 'id' | 'channel' | 'updatedAt' | 'createdAt' | 'path' | 'alertsQueuedAt'>;

const description = (tasks: string[], profile: string[], offer: string): JobBlock[] => [
  {
    blockType: 'richText',
    content: doc(h2('Ihre Aufgaben'), ul(...tasks.map((task) => [task])), h2('Ihr Profil'), ul(...profile.map((item) => [item])), h2('Was wir bieten'), p(offer)),
  },
];

const recruiting = { name: 'Sabine Gruber, Recruiting', email: 'karriere@mobilclub.example', phone: '+43 1 711 99-2200' };

export const jobPostings: JobSeed[] = [
  {
    articleId: 10101,
    title: 'Pannenfahrer:in (Kfz-Techniker:in) in Wien',
    slug: 'pannenfahrer-kfz-techniker-wien',
    leadText: 'Sie bringen liegengebliebene Mitglieder wieder in Fahrt: mit einem voll ausgestatteten Einsatzfahrzeug, im Schichtdienst, in ganz Wien.',
    state: 'wien',
    location: 'Wien-Erdberg',
    field: 'pannenhilfe',
    employmentType: 'vollzeit',
    datePublished: '2026-11-18T08:00:00.000Z',
    contact: recruiting,
    blocks: description(
      ['Pannenhilfe vor Ort, vom Starthilfe-Kabel bis zur Diagnose mit dem Tester', 'Abschleppen und Überstellen von Fahrzeugen', 'Beratung der Mitglieder am Einsatzort'],
      ['Abgeschlossene Lehre als Kfz-Techniker:in', 'Führerschein B, idealerweise C1', 'Freude am Umgang mit Menschen, auch wenn es stressig wird'],
      'Bruttojahresgehalt ab 46.200 Euro inklusive Zulagen, mit Bereitschaft auf Basis Vollzeit. Dienstfahrzeug, Dienstkleidung und Weiterbildung zur Hochvolt-Fachkraft.',
    ),
  },
  {
    articleId: 10102,
    title: 'Mitarbeiter:in Mitgliederservice (Teilzeit) in Graz',
    slug: 'mitgliederservice-teilzeit-graz',
    leadText: 'Am Telefon und im Chat sind Sie die erste Stimme des Clubs: Sie beraten zu Mitgliedschaft, Schutzbrief und Reisen.',
    state: 'steiermark',
    location: 'Graz',
    field: 'kundenservice',
    employmentType: 'teilzeit',
    datePublished: '2026-11-12T08:00:00.000Z',
    contact: recruiting,
    blocks: description(
      ['Beratung von Mitgliedern und Interessierten per Telefon, E-Mail und Chat', 'Bearbeitung von Anträgen und Änderungen', 'Zusammenarbeit mit der Notrufzentrale'],
      ['Kaufmännische Ausbildung oder Erfahrung im Kundenservice', 'Sehr gutes Deutsch, Englisch von Vorteil', '25 Wochenstunden, Montag bis Freitag'],
      'Bruttomonatsgehalt ab 1.690 Euro für 25 Wochenstunden, Bereitschaft zur Überzahlung je nach Erfahrung. Gleitzeit und zwei Tage Homeoffice pro Woche.',
    ),
  },
  {
    articleId: 10103,
    title: 'Fahrtechnik-Instruktor:in in Salzburg',
    slug: 'fahrtechnik-instruktor-salzburg',
    leadText: 'Sie trainieren Fahranfänger:innen, Berufskraftfahrer:innen und Motorradfahrer:innen auf unserem Übungsgelände in Saalfelden.',
    state: 'salzburg',
    location: 'Saalfelden',
    field: 'fahrtechnik',
    employmentType: 'vollzeit',
    start: '2027-03-01T00:00:00.000Z',
    datePublished: '2026-11-05T08:00:00.000Z',
    contact: recruiting,
    blocks: description(
      ['Fahrsicherheitstrainings für Pkw, Motorrad und Lkw', 'Mehrphasen-Ausbildung für Fahranfänger:innen', 'Betreuung der Fahrzeuge und Übungsanlagen'],
      ['Instruktor:innen-Ausbildung oder die Bereitschaft, sie bei uns zu machen', 'Führerschein A und B, C von Vorteil', 'Freude daran, Wissen weiterzugeben'],
      'Bruttojahresgehalt ab 44.800 Euro. Die Instruktor:innen-Ausbildung zahlen wir.',
    ),
  },
  {
    articleId: 10104,
    title: 'Lehrling Kfz-Technik in Linz',
    slug: 'lehrling-kfz-technik-linz',
    leadText: 'Lernen Sie in unserem Stützpunkt Linz, wie moderne Autos funktionieren, vom Verbrenner bis zum E-Auto.',
    state: 'oberoesterreich',
    location: 'Linz',
    field: 'lehre',
    employmentType: 'lehre',
    start: '2027-09-01T00:00:00.000Z',
    datePublished: '2026-10-28T08:00:00.000Z',
    contact: recruiting,
    blocks: description(
      ['Service, Prüfung nach § 57a und Reparaturen in unserer Werkstatt', 'Mitfahren bei Pannenhilfe-Einsätzen', 'Berufsschule in Linz'],
      ['Pflichtschulabschluss', 'Technisches Interesse und Geschick', 'Verlässlichkeit und Teamgeist'],
      'Lehrlingseinkommen nach Kollektivvertrag plus Prämien für gute Zeugnisse, Führerschein-Zuschuss und Übernahme nach der Lehre.',
    ),
  },
  {
    articleId: 10105,
    title: 'Reiseberater:in in Innsbruck',
    slug: 'reiseberater-innsbruck',
    leadText: 'Sie planen mit unseren Mitgliedern Reisen mit dem Auto und dem Wohnmobil: Routen, Vignetten, Fähren und Unterkünfte.',
    state: 'tirol',
    location: 'Innsbruck',
    field: 'reise',
    employmentType: 'vollzeit',
    datePublished: '2026-10-20T08:00:00.000Z',
    contact: recruiting,
    blocks: description(
      ['Persönliche Reiseberatung im Stützpunkt und am Telefon', 'Buchung von Fähren, Unterkünften und Mietwagen', 'Pflege unserer Reiseinformationen'],
      ['Ausbildung im Tourismus oder Reisebüro', 'Eigene Reiseerfahrung in Europa', 'Italienisch oder Kroatisch von Vorteil'],
      'Bruttomonatsgehalt ab 2.650 Euro für 38,5 Wochenstunden, Überzahlung je nach Erfahrung. Vergünstigte Reisen und Studienreisen.',
    ),
  },
  {
    articleId: 10106,
    title: 'Frontend-Entwickler:in (React) in Wien',
    slug: 'frontend-entwickler-react-wien',
    leadText: 'Sie entwickeln unsere Website und App weiter, die jeden Monat über eine Million Menschen nutzen: barrierefrei, schnell und sicher.',
    state: 'wien',
    location: 'Wien-Landstraße',
    field: 'it',
    employmentType: 'vollzeit',
    datePublished: '2026-10-14T08:00:00.000Z',
    contact: { name: 'Markus Leitner, IT', email: 'it-karriere@mobilclub.example', phone: null },
    blocks: description(
      ['Entwicklung mit Next.js, React und TypeScript', 'Barrierefreiheit und Performance messen und verbessern', 'Zusammenarbeit mit Redaktion und Design'],
      ['Einige Jahre Erfahrung mit React und TypeScript', 'Sinn für gute Tests und lesbaren Code', 'Deutsch auf Niveau B2'],
      'Bruttojahresgehalt ab 58.000 Euro, je nach Erfahrung mehr. Homeoffice bis zu drei Tage pro Woche und ein Weiterbildungsbudget.',
    ),
  },
];
