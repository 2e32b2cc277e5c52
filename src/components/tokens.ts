import { z } from 'zod';

import { CHIP_COLORS } from './chip/styles';

/**
 * The allowed values of spec section 5, once: as TypeScript unions (a disallowed value is a
 * type error) and as zod enums (a disallowed value from the CMS is rejected).
 */
export const TEXT_COLORS = ['accent', 'success', 'info', 'danger', 'darkgrey', 'lightgrey'] as const;
export const TEXT_SIZES = ['small', 'large', 'xlarge', 'xxlarge'] as const;
export const TEXT_WEIGHTS = ['primary', 'bold', 'bolder'] as const;
export const TEXT_ALIGNS = ['left', 'right', 'center', 'justify'] as const;
export const TEXT_TRANSFORMS = ['uppercase', 'lowercase', 'capitalize'] as const;
export const LIST_TYPES = ['simple', 'marker', 'numeric'] as const;
export const LIST_TAGS = ['ul', 'ol'] as const;
export const HEADLINE_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
export const BUTTON_SIZES = ['small', 'large'] as const;
export const BUTTON_MODIFIERS = ['success', 'danger', 'warning', 'neutral', 'info', 'link', 'round', 'muted', 'empty'] as const;
export const NOTIFICATION_STATES = ['loading', 'success', 'error'] as const;
export const ALERT_MODIFIERS = ['info', 'success', 'danger', 'warning'] as const;
export const PRICE_SIZES = ['large', 'small'] as const;
/** Spec 3: protection levels of the product teasers. */
export const LEVELS = ['CAR', 'MOTORCYCLE', 'TOURING'] as const;

export type TextColor = (typeof TEXT_COLORS)[number];
export type TextSize = (typeof TEXT_SIZES)[number];
export type TextWeight = (typeof TEXT_WEIGHTS)[number];
export type TextAlign = (typeof TEXT_ALIGNS)[number];
export type TextTransform = (typeof TEXT_TRANSFORMS)[number];
export type ListType = (typeof LIST_TYPES)[number];
export type ListTag = (typeof LIST_TAGS)[number];
export type HeadlineTag = (typeof HEADLINE_TAGS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonModifier = (typeof BUTTON_MODIFIERS)[number];
export type NotificationState = (typeof NOTIFICATION_STATES)[number];
export type AlertModifier = (typeof ALERT_MODIFIERS)[number];
export type PriceSize = (typeof PRICE_SIZES)[number];
export type Level = (typeof LEVELS)[number];

export const textColorSchema = z.enum(TEXT_COLORS);
export const textSizeSchema = z.enum(TEXT_SIZES);
export const textWeightSchema = z.enum(TEXT_WEIGHTS);
export const textAlignSchema = z.enum(TEXT_ALIGNS);
export const textTransformSchema = z.enum(TEXT_TRANSFORMS);
export const listTypeSchema = z.enum(LIST_TYPES);
export const listTagSchema = z.enum(LIST_TAGS);
export const headlineTagSchema = z.enum(HEADLINE_TAGS);
/** Spec 5: button size small or large, or null. */
export const buttonSizeSchema = z.enum(BUTTON_SIZES).nullable();
/** Spec 5: the button modifiers, or null. */
export const buttonModifierSchema = z.enum(BUTTON_MODIFIERS).nullable();
/** Spec 5: state notification loading, success, error, or null. */
export const notificationStateSchema = z.enum(NOTIFICATION_STATES).nullable();
export const alertModifierSchema = z.enum(ALERT_MODIFIERS);
export const priceSizeSchema = z.enum(PRICE_SIZES);
export const levelSchema = z.enum(LEVELS);
export const chipColorSchema = z.enum(CHIP_COLORS);
