import { type FragmentDefinitionNode, type OperationDefinitionNode, Kind, buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

import { QUERY_LIMITS, operationComplexity } from './cost';

const schema = buildSchema(`
  type Query { Articles(limit: Int, page: Int, pagination: Boolean): Articles, Navigation: Navigation }
  type Articles { docs: [Article] }
  type Article { title: String, blocks: [Block] }
  type Navigation { header: [String] }
  union Block = Faq | Quote
  type Faq { question: String, answer: String, more: String }
  type Quote { text: String }
`);

function complexity(text: string, variables: Record<string, unknown> = {}): number {
  const document = parse(text);
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error('no operation');
  const fragments = Object.fromEntries(
    document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  return operationComplexity(schema, operation, fragments, variables);
}

describe('what an operation costs', () => {
  it('counts every field once, and a list’s documents as many times as its limit allows', () => {
    expect(complexity('{ Navigation { header } }')).toBe(2);
    // Articles 1 + 5 × (docs 1 + title 1).
    expect(complexity('{ Articles(limit: 5) { docs { title } } }')).toBe(11);
    expect(complexity('query List($n: Int) { Articles(limit: $n) { docs { title } } }', { n: 100 })).toBe(201);
  });

  it('takes Payload’s page size for a list without a limit, and the most a list may hold for one without a bound', () => {
    expect(complexity('{ Articles { docs { title } } }')).toBe(21);
    expect(complexity('{ Articles(limit: 0) { docs { title } } }')).toBe(1 + 2 * QUERY_LIMITS.maxListLimit);
  });

  it('follows fragments and counts a union by its costliest member', () => {
    const text = `
      query Page { Articles(limit: 2) { docs { ...Teaser blocks { ... on Faq { question answer more } ... on Quote { text } } } } }
      fragment Teaser on Article { title }`;
    // Articles 1 + 2 × (docs 1 + title 1 + blocks (1 + the FAQ's 3)).
    expect(complexity(text)).toBe(1 + 2 * (1 + 1 + 4));
  });
});
