import { z } from 'zod';

import { filled, filledText, rows } from '../rules';

export const THUMBNAILS_PER_VIEW = { min: 2, max: 10 } as const;

const perView = z
  .number()
  .int(`Bitte ${THUMBNAILS_PER_VIEW.min} bis ${THUMBNAILS_PER_VIEW.max} Vorschaubilder angeben.`)
  .min(THUMBNAILS_PER_VIEW.min, `Bitte ${THUMBNAILS_PER_VIEW.min} bis ${THUMBNAILS_PER_VIEW.max} Vorschaubilder angeben.`)
  .max(THUMBNAILS_PER_VIEW.max, `Bitte ${THUMBNAILS_PER_VIEW.min} bis ${THUMBNAILS_PER_VIEW.max} Vorschaubilder angeben.`);

export const thumbnailCarouselRules = {
  label: filledText('Bitte die Galerie kurz benennen (für Screenreader), z. B. „Bilder vom Campingplatz“.'),
  items: rows(2, 'Eine Galerie braucht mindestens zwei Bilder.'),
  image: filled('Bitte ein Bild wählen.'),
  minWidth: filled('Bitte die Breite angeben, ab der die Einstellung gilt.').pipe(
    z.number().int('Bitte eine ganze Zahl angeben.').min(0, 'Die Breite darf nicht negativ sein.').max(2560, 'Bitte höchstens 2560 Pixel angeben.'),
  ),
  thumbnails: filled('Bitte angeben, wie viele Vorschaubilder ab dieser Breite zu sehen sind.').pipe(perView),
};
