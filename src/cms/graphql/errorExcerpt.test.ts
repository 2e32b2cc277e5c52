import { GraphQLError, buildSchema, execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

import { ERROR_EXCERPT, excerptOf, withMessageExcerpt } from './errorExcerpt';

const schema = buildSchema('type Query { jobs(page: Int!): Int }');

describe('an error message of the API', () => {
  it('quotes only an excerpt of invalid variables GraphQL repeats back (800 kB in, not 160 kB out)', async () => {
    const page = Array.from({ length: 100 }, () => 'x'.repeat(8000));
    const result = await execute({ schema, document: parse('query Jobs($page: Int!) { jobs(page: $page) }'), variableValues: { page } });
    const original = result.errors?.[0];
    expect(original?.message.length).toBeGreaterThan(100_000);
    const sent = withMessageExcerpt(original as GraphQLError);
    expect(sent).toBeInstanceOf(GraphQLError);
    expect(sent.message.length).toBeLessThanOrEqual(ERROR_EXCERPT.maxMessage + 1);
    expect(sent.message).toMatch(/^Variable "\$page" got invalid value \["x{40}…", "x{40}…"/);
    expect(JSON.stringify(sent).length).toBeLessThan(1024);
    expect((sent as GraphQLError).locations).toEqual(original?.locations);
  });

  it('stays as it is when it quotes nothing long', () => {
    const error = new GraphQLError('Variable "$page" of required type "Int!" was not provided.');
    expect(withMessageExcerpt(error)).toBe(error);
    expect(excerptOf('Die Liste „channelArticles“ braucht ein limit zwischen 1 und 1000.')).toBe('Die Liste „channelArticles“ braucht ein limit zwischen 1 und 1000.');
  });

  it('shortens an error Payload’s route already formatted, keeping its other parts', () => {
    const formatted = { message: `Ungültig: "${'y'.repeat(5000)}"`, extensions: { statusCode: 400 } } as unknown as Error;
    expect(withMessageExcerpt(formatted)).toEqual({ message: `Ungültig: "${'y'.repeat(40)}…"`, extensions: { statusCode: 400 } });
  });
});
