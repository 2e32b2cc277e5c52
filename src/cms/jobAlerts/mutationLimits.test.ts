import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';

import { jobAlertCalls, normaliseAddress } from './mutationLimits';

const calls = (query: string, variables: Record<string, unknown> = {}, operationName: string | null = null) => jobAlertCalls(parse(query), operationName, variables);

describe('jobAlertCalls', () => {
  it('counts every subscription: aliases, inline fragments and named fragments each run once more', () => {
    const aliased = Array.from({ length: 20 }, (_, i) => `a${i}: subscribeJobAlert(email: "x${i}@example.at", states: [], fields: [], consent: true)`).join('\n');
    expect(calls(`mutation { ${aliased} }`)).toHaveLength(20);
    expect(
      calls(`
        mutation { ...M ... on Mutation { b: subscribeJobAlert(email: "b@example.at", states: [], fields: [], consent: true) } }
        fragment M on Mutation { subscribeJobAlert(email: $e, states: [], fields: [], consent: true) c: subscribeJobAlert(email: "c@example.at", states: [], fields: [], consent: true) }
      `, { e: 'v@example.at' }),
    ).toEqual([
      { kind: 'subscribe', email: 'v@example.at' },
      { kind: 'subscribe', email: 'c@example.at' },
      { kind: 'subscribe', email: 'b@example.at' },
    ]);
  });

  it('reads the document as GraphQL does: a name written with a JSON escape is the same name', () => {
    // What arrives after JSON.parse of {"query":"mutation { \u0073ubscribeJobAlert(...) }"}.
    const body = JSON.parse('{"query":"mutation { \\u0073ubscribeJobAlert(email: \\"e@example.at\\", states: [], fields: [], consent: true) }"}') as { query: string };
    expect(calls(body.query)).toEqual([{ kind: 'subscribe', email: 'e@example.at' }]);
  });

  it('counts token uses, only in the operation that runs, and nothing for queries', () => {
    expect(calls('mutation A { confirmJobAlert(token: "x") } mutation B { u: unsubscribeJobAlert(token: "y") v: unsubscribeJobAlert(token: "z") }', {}, 'B')).toEqual([
      { kind: 'token' },
      { kind: 'token' },
    ]);
    expect(calls('mutation A { confirmJobAlert(token: "x") } mutation B { x }')).toEqual([]);
    expect(calls('{ Articles { docs { id } } }')).toEqual([]);
  });

  it('does not loop on a fragment that spreads itself (GraphQL refuses it later)', () => {
    expect(calls('mutation { ...M } fragment M on Mutation { subscribeJobAlert(email: "a@b.at", states: [], fields: [], consent: true) ...M }')).toHaveLength(1);
  });
});

describe('normaliseAddress', () => {
  it('folds case and drops a +tag, so one mailbox is one address', () => {
    expect(normaliseAddress(' Anna+1@Example.AT ')).toBe('anna@example.at');
    expect(normaliseAddress('anna+news+x@example.at')).toBe('anna@example.at');
    expect(normaliseAddress('anna@example.at')).toBe('anna@example.at');
  });

  it('reads Gmail addresses as Google delivers them: dots do not count, googlemail.com is gmail.com', () => {
    for (const written of ['victim@gmail.com', 'vic.tim@gmail.com', 'v.i.c.t.i.m@GMAIL.com', 'v.ictim+jobs@googlemail.com']) {
      expect(normaliseAddress(written)).toBe('victim@gmail.com');
    }
    // Other providers keep their dots: they are different mailboxes there.
    expect(normaliseAddress('vic.tim@example.at')).toBe('vic.tim@example.at');
  });

  it('leaves what is no address as it is (the subscription then fails its own check)', () => {
    expect(normaliseAddress('+@example.at')).toBe('+@example.at');
    expect(normaliseAddress('nobody')).toBe('nobody');
  });
});
