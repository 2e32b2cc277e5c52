import { describe, expect, it } from 'vitest';

import { VISITOR_FILTER_LIMITS, visitorFilterProblem } from './visitorFilters';

describe("a visitor's filter", () => {
  it('may be what the site itself asks', () => {
    expect(visitorFilterProblem({ from: { equals: '/alt' } })).toBeNull();
    expect(visitorFilterProblem({ channel: { in: Array.from({ length: 60 }, (_, i) => i) } })).toBeNull();
    expect(visitorFilterProblem({ and: [{ slug: { equals: 'verkehr' } }, { or: [{ isHome: { equals: true } }, { title: { like: 'x' } }] }] })).toBeNull();
  });

  it('may not hold 34,000 OR conditions', () => {
    const flood = { or: Array.from({ length: 34_000 }, (_, i) => ({ slug: { equals: `x${i}` } })) };
    expect(visitorFilterProblem(flood)).toBe(`Der Filter hat zu viele Bedingungen (höchstens ${VISITOR_FILTER_LIMITS.maxConditions}).`);
    // GraphQL writes the groups in capitals.
    expect(visitorFilterProblem({ OR: flood.or })).toMatch(/zu viele Bedingungen/);
  });

  it('may not nest 200 levels deep, and is checked without recursion', () => {
    let nested: Record<string, unknown> = { slug: { equals: 'x' } };
    for (let level = 0; level < 200_000; level += 1) nested = { or: [nested] };
    expect(visitorFilterProblem(nested)).toBe(`Der Filter ist zu tief verschachtelt (höchstens ${VISITOR_FILTER_LIMITS.maxDepth} Ebenen aus „and“ und „or“).`);
  });

  it('may not list more values than any page needs', () => {
    expect(visitorFilterProblem({ id: { in: Array.from({ length: VISITOR_FILTER_LIMITS.maxListValues + 1 }, (_, i) => i) } })).toMatch(/zu viele Werte/);
  });
});
