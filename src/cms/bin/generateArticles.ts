/*
 * Adds generated, published articles to a seeded CMS, for the search bench (bench/search.ts):
 * `npx tsx --conditions=production src/cms/bin/generateArticles.ts 10000`. German text of the club's
 * topics, made from a fixed seed (the same articles on every run), so queries hit many pages.
 * Never for a real site: the articles say nothing.
 */
import { DISABLE_REVALIDATE } from '../hooks/revalidate';
import { SKIP_JOB_ALERTS } from '../jobAlerts/hooks';
import { doc, h2, p } from '../seed/lexical';
import { runCmsTask } from './run';

const count = Number(process.argv[2] ?? 10_000);

const TOPICS = [
  'Vignette', 'Streckenmaut', 'Winterreifen', 'Sommerreifen', 'Pannenhilfe', 'Schutzbrief', 'Ladestation', 'Elektroauto',
  'Wohnmobil', 'Rettungsgasse', 'Glatteis', 'Schneeketten', 'Autobahn', 'Umweltzone', 'Fahrradträger', 'Kindersitz',
  'Reifendruck', 'Motoröl', 'Batterie', 'Abschleppdienst', 'Mietwagen', 'Fahrsicherheit', 'Tempolimit', 'Baustelle',
];
const WORDS = (
  'Fahrt Strecke Reise Urlaub Straße Verkehr Auto Fahrzeug Mitglied Club Tipp Regel Frist Strafe Kosten Preis Karte ' +
  'Grenze Italien Kroatien Deutschland Slowenien Tirol Kärnten Salzburg Wien Steiermark Sommer Winter Frühling Herbst ' +
  'sicher schnell günstig neu wichtig rechtzeitig unterwegs vorbereitet empfohlen erlaubt vorgeschrieben kontrolliert ' +
  'prüfen tauschen laden planen buchen fahren halten bremsen parken melden zahlen achten vergleichen'
).split(' ');

/** A small deterministic generator (mulberry32): the same text on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

await runCmsTask('Generating articles failed:', async (payload) => {
  const context = { [DISABLE_REVALIDATE]: true, [SKIP_JOB_ALERTS]: true };
  const channels = await payload.find({ collection: 'channels', where: { isHome: { not_equals: true } }, depth: 0, limit: 100, pagination: false });
  const channelIds = channels.docs.map((channel) => channel.id);
  if (channelIds.length === 0) throw new Error('No channels: seed the CMS first (npm run seed).');
  const next = random(20261126);
  const pick = <T,>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const sentence = (length: number) => {
    const words = Array.from({ length }, () => (next() < 0.15 ? pick(TOPICS) : pick(WORDS)));
    const text = words.join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const started = Date.now();
  for (let index = 1; index <= count; index += 1) {
    const topic = pick(TOPICS);
    const title = `${topic}: ${sentence(4).replace(/\.$/, '')} (${index})`;
    await payload.create({
      collection: 'articles',
      context,
      data: {
        title,
        slug: `generiert-${index}`,
        channel: pick(channelIds),
        leadText: sentence(18),
        datePublished: new Date(Date.UTC(2020, 0, 1) + Math.floor(next() * 6 * 365) * 86_400_000).toISOString(),
        blocks: [{ blockType: 'richText', content: doc(p(sentence(30), ' ', sentence(25)), h2(sentence(5)), p(sentence(40), ' ', sentence(30))) }],
        _status: 'published',
      },
    });
    if (index % 500 === 0) console.log(`${index} articles (${Math.round((index / (Date.now() - started)) * 1000)} per second)`);
  }
  console.log(`Generated ${count} published articles.`);
});
