import { z } from 'zod';

import { FIELD_SIZES } from './fieldParts';
import { INPUT_TYPES } from './Input';

/**
 * Spec 5's input types and sizes as zod enums, for data that names them. Apart from Input.tsx
 * so that a form in the browser does not bring zod along.
 */
export const inputTypeSchema = z.enum(INPUT_TYPES);
export const fieldSizeSchema = z.enum(FIELD_SIZES);
