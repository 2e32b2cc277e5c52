import { z } from 'zod';

/**
 * The shape of a Lexical editor state as Payload stores it. Nodes are checked for what every
 * node has (type, version) and otherwise left to the converters, which know each node type.
 */
const lexicalNode = z.looseObject({ type: z.string().min(1), version: z.number() });

export const lexicalStateSchema = z.object({
  root: z.looseObject({
    type: z.literal('root'),
    version: z.number(),
    children: z.array(lexicalNode),
    direction: z.enum(['ltr', 'rtl']).nullable(),
    format: z.enum(['left', 'start', 'center', 'right', 'end', 'justify', '']),
    indent: z.number(),
  }),
});

export type LexicalState = z.output<typeof lexicalStateSchema>;
