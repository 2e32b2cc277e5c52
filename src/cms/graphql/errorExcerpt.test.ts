import { buildSchema, execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

import { ERROR_EXCERPT, excerptOf, withErrorExcerpts } from './errorExcerpt';

const schema = buildSchema('type Query { jobs(page: Int!): Int }');

describe('an error message of the API', () => {
  it('quotes only an excerpt of invalid variables GraphQL repeats back (800 kB in, not 160 kB out)', async () => {
    const page = Array.from({ length: 100 }, () => 'x'.repeat(8000));
    const result = await execute({ schema, document: parse('query Jobs($page: Int!) { jobs(page: $page) }'), variableValues: { page } });
    const original = result.errors?.[0];
    expect(original?.message.length).toBeGreaterThan(100_000);
    const sent = excerptOf(original?.message ?? '');
    expect(sent.length).toBeLessThanOrEqual(ERROR_EXCERPT.maxMessage + 1);
    expect(sent).toMatch(/^Variable "\$page" got invalid value \["x{40}…", "x{40}…"/);
  });

  it('stays as it is when it quotes nothing long', () => {
    expect(excerptOf('Variable "$page" of required type "Int!" was not provided.')).toBe('Variable "$page" of required type "Int!" was not provided.');
    expect(excerptOf('Die Liste „channelArticles“ braucht ein limit zwischen 1 und 1000.')).toBe('Die Liste „channelArticles“ braucht ein limit zwischen 1 und 1000.');
  });
});

describe('an answer of Payload’s GraphQL route', () => {
  it('quotes only an excerpt of what the request sent in its errors, with its status and headers', async () => {
    const sent = 'x'.repeat(8_000);
    const answer = Response.json({ errors: [{ message: `Variable "$page" got invalid value "${sent}"; Int cannot represent non-integer value`, locations: [{ line: 1, column: 7 }] }] }, { status: 400, headers: { 'X-Club': '1' } });
    const cut = await withErrorExcerpts(answer);
    expect(cut.status).toBe(400);
    expect(cut.headers.get('x-club')).toBe('1');
    const body = (await cut.json()) as { errors: Array<{ message: string; locations: unknown }> };
    expect(body.errors[0]?.message).toBe(`Variable "$page" got invalid value "${'x'.repeat(ERROR_EXCERPT.maxQuoted)}…"; Int cannot represent non-integer value`);
    expect(body.errors[0]?.locations).toEqual([{ line: 1, column: 7 }]);
  });

  it('passes an answer without errors as it is', async () => {
    const data = { data: { Articles: { docs: [{ title: 'Winterreifenpflicht in Österreich' }] } } };
    const answer = await withErrorExcerpts(Response.json(data));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(data);
  });
});
