import { z } from 'zod';

import { filled, filledText, optionalLink, rows } from '../rules';

const whole = (min: number, max: number, message: string) => z.number().int(message).min(min, message).max(max, message);

export const SLIDES_PER_VIEW = { min: 1, max: 6 } as const;
export const SPACE_BETWEEN = { min: 0, max: 80 } as const;
export const BREAKPOINT_WIDTH = { min: 320, max: 2560 } as const;

const slidesPerView = z
  .number()
  .min(SLIDES_PER_VIEW.min, `Bitte ${SLIDES_PER_VIEW.min} bis ${SLIDES_PER_VIEW.max} Bilder pro Ansicht angeben.`)
  .max(SLIDES_PER_VIEW.max, `Bitte ${SLIDES_PER_VIEW.min} bis ${SLIDES_PER_VIEW.max} Bilder pro Ansicht angeben.`);
const spaceBetween = whole(SPACE_BETWEEN.min, SPACE_BETWEEN.max, `Bitte einen Abstand von ${SPACE_BETWEEN.min} bis ${SPACE_BETWEEN.max} Pixeln angeben.`);

export const carouselRules = {
  label: filledText('Bitte das Karussell kurz benennen (für Screenreader), z. B. „Eindrücke vom Großglockner“.'),
  slides: rows(1, 'Bitte mindestens ein Bild hinzufügen.'),
  image: filled('Bitte ein Bild wählen.'),
  link: optionalLink,
  slidesPerView: slidesPerView.nullish(),
  spaceBetween: spaceBetween.nullish(),
  breakpointWidth: filled('Bitte die Breite angeben, ab der die Einstellung gilt.').pipe(
    whole(BREAKPOINT_WIDTH.min, BREAKPOINT_WIDTH.max, `Bitte eine Breite von ${BREAKPOINT_WIDTH.min} bis ${BREAKPOINT_WIDTH.max} Pixeln angeben.`),
  ),
  breakpointSlides: filled('Bitte angeben, wie viele Bilder ab dieser Breite zu sehen sind.').pipe(slidesPerView),
};
