import { readFile } from 'node:fs/promises';

import type { ArticleSeed, ChannelSeed, ContentBlock } from './types';
import { bold, doc, h2, p, ul } from './lexical';
import { ref } from './refs';

/**
 * Demo content for video and consent: an article with a video playlist of this site, a Mux
 * video, a YouTube and a Vimeo video (the last three behind their vendor's consent), and the
 * privacy policy the consent prompts link to.
 */

export interface VideoFileSeed {
  key: string;
  title: string;
  fileName: string;
  /** German captions of what is said and heard (WebVTT, beside the clip). */
  captionsFileName: string;
}

/**
 * Short clips made for the demo (src/cms/seed/assets): a slow pan over a picture, with a spoken
 * tip (German speech synthesis) and its German captions.
 */
export const videoFiles: VideoFileSeed[] = [
  { key: 'alpenstrasse', title: 'Demo: Fahrt über die Alpenstraße', fileName: 'alpenstrasse.mp4', captionsFileName: 'alpenstrasse.de.vtt' },
  { key: 'glatteis', title: 'Demo: Winterstraße', fileName: 'glatteis.mp4', captionsFileName: 'glatteis.de.vtt' },
];

export const readVideoFile = (fileName: string): Promise<Buffer> => readFile(new URL(`./assets/${fileName}`, import.meta.url));

/** Mux's public demo video and the video pages both platforms use in their documentation. */
export const DEMO_MUX_PLAYBACK_ID = 'a4nOgmxGWg6gULfcBbAa00gXyfcwPnAFldF8RdsNyk8M';
export const DEMO_YOUTUBE_URL = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
export const DEMO_VIMEO_URL = 'https://vimeo.com/76979871';

export const videoArticle = (channel: string): ArticleSeed => ({
  key: 'winter-videos',
  articleId: 10015,
  title: 'Sicher durch den Winter: Fahrtipps im Video',
  slug: 'winter-fahrtipps-video',
  channel,
  leadText: 'Bremsen auf Schnee, Kurven bei Glätte, Ketten anlegen: unsere Trainerinnen und Trainer zeigen es in kurzen Videos.',
  author: 'Markus Hofer',
  datePublished: '2026-11-15T07:00:00.000Z',
  image: 'glatteis',
  blocks: ({ media, videos }): ContentBlock[] => [
    {
      blockType: 'richText',
      content: doc(
        p('Wer im Winter sicher ankommen will, braucht mehr als gute Reifen. In unseren Videos sehen Sie, worauf es auf Schnee und Eis ankommt.'),
      ),
    },
    {
      blockType: 'multimedia',
      mediaType: 'video',
      videoSource: 'upload',
      playlist: [
        {
          title: 'Über die Passstraße: vorausschauend fahren',
          description: 'Tempo vor der Kurve anpassen, in der Kurve gleichmäßig bleiben.',
          file: ref(videos, 'alpenstrasse'),
          poster: ref(media, 'alpenstrasse'),
          duration: 4,
        },
        {
          title: 'Winterstraße: Abstand halten',
          description: 'Auf Schnee verlängert sich der Bremsweg um ein Vielfaches.',
          file: ref(videos, 'glatteis'),
          poster: ref(media, 'glatteis'),
          duration: 4,
        },
      ],
      volume: 85,
      ratio: 'r16x9',
      roundCorners: true,
      sharing: true,
      shareTitle: 'Fahrtipps für den Winter im Video',
      mediaPosition: 'top',
    },
    {
      blockType: 'multimedia',
      mediaType: 'video',
      videoSource: 'mux',
      playlist: [{ title: 'Fahrtechnik-Training: Bremsen auf Schnee', muxPlaybackId: DEMO_MUX_PLAYBACK_ID, poster: ref(media, 'winterreifen') }],
      ratio: 'r16x9',
      roundCorners: true,
      mediaPosition: 'top',
      content: doc(
        h2('Bremsen auf Schnee'),
        p('Mit ABS voll bremsen und dabei lenken: Das Video zeigt, wie es sich anfühlt, wenn das System arbeitet. Es wird bei Mux gespeichert; erst mit Ihrer Einwilligung laden wir es von dort.'),
      ),
    },
    {
      blockType: 'multimedia',
      mediaType: 'video',
      videoSource: 'embed',
      embedUrl: DEMO_YOUTUBE_URL,
      embedTitle: 'Schneeketten richtig anlegen',
      ratio: 'r16x9',
      mediaPosition: 'top',
      content: doc(h2('Schneeketten anlegen'), p('Üben Sie das Anlegen einmal zu Hause, bevor Sie es am Straßenrand in der Kälte brauchen.')),
    },
    {
      blockType: 'multimedia',
      mediaType: 'video',
      videoSource: 'embed',
      embedUrl: DEMO_VIMEO_URL,
      embedTitle: 'Fahrsicherheitszentrum: ein Tag im Training',
      ratio: 'r16x9',
      mediaPosition: 'top',
      content: doc(h2('Ein Tag im Fahrsicherheitszentrum'), p('Was Sie beim Wintertraining erwartet, von der Gleitfläche bis zur Schleuderplatte.')),
    },
  ],
});

export const privacyChannel: ChannelSeed = {
  key: 'datenschutz',
  title: 'Datenschutzerklärung',
  slug: 'datenschutz',
  trackingName: 'privacy',
  seo: { description: 'Wie der Mobilclub mit Ihren Daten umgeht: Einwilligungen, Videos von Drittanbietern und Statistik.' },
};

export const privacyBlocks = (): ContentBlock[] => [
  {
    blockType: 'richText',
    content: doc(
      p('Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche Daten beim Besuch unserer Website verarbeitet werden und wie Sie darüber entscheiden.'),
      h2('Ohne Ihre Einwilligung: nur unsere eigenen Server'),
      p('Beim Lesen unserer Seiten lädt Ihr Browser Inhalte ausschließlich von unseren eigenen Servern. Wir setzen dabei keine Cookies, die Sie verfolgen, und binden keine Dienste von Drittanbietern ein.'),
      h2('Inhalte von Drittanbietern nur mit Einwilligung'),
      p(
        'Manche Videos stammen von ',
        bold('Mux'),
        ', ',
        bold('YouTube'),
        ' oder ',
        bold('Vimeo'),
        '. Sie werden erst geladen, wenn Sie für diesen Anbieter „Einwilligung erteilen“ wählen. Dabei werden Ihre IP-Adresse und technische Daten Ihres Browsers an den Anbieter übertragen.',
      ),
      ul(
        ['Mux, Inc., San Francisco (USA): Speicherung und Wiedergabe von Videos'],
        ['Google Ireland Ltd., Dublin: YouTube-Videos (im erweiterten Datenschutzmodus) und, falls aktiv, der Google Tag Manager'],
        ['Vimeo.com, Inc., New York (USA): Vimeo-Videos, ohne Nutzungsanalyse („do not track“)'],
      ),
      h2('Ihre Einwilligung ändern oder widerrufen'),
      p('Unter „Cookie-Einstellungen“ am Ende jeder Seite sehen Sie jederzeit, welchen Anbietern Sie zugestimmt haben, und können jede Einwilligung einzeln widerrufen. Ihre Auswahl speichern wir in einem Cookie auf Ihrem Gerät für sechs Monate.'),
      h2('Job-Alarm'),
      p('Für den Job-Alarm speichern wir Ihre E-Mail-Adresse, die gewählten Bundesländer und Berufsfelder sowie Zeitpunkt und Wortlaut Ihrer Einwilligung. Erst wenn Sie den Link in unserer Bestätigungs-E-Mail öffnen und bestätigen, schicken wir Ihnen Stellenangebote. Jede E-Mail enthält einen Link zum Abbestellen. Nicht bestätigte und abbestellte Job-Alarme löschen wir nach 30 Tagen.'),
      h2('Kontakt'),
      p('Fragen zum Datenschutz richten Sie bitte an datenschutz@mobilclub.example.'),
    ),
  },
];
