import { describe, expect, it } from 'vitest';

import { type ChannelLike, MAX_CHANNEL_DEPTH, channelPathFrom } from './paths';

type Row = ChannelLike & { id: number };

const rows: Row[] = [
  { id: 1, slug: 'home', isHome: true },
  { id: 2, slug: 'reisen', parent: 1 },
  { id: 3, slug: 'urlaub', parent: { id: 2 } },
  { id: 4, slug: 'ohne-eltern', parent: 99 },
  { id: 5, slug: null, parent: 2 },
  { id: 6, slug: 'unter-entwurf', parent: 5 },
];
const byId = new Map(rows.map((row) => [row.id, row]));
const pathOf = (id: number) => channelPathFrom(byId.get(id) ?? {}, (parent) => byId.get(Number(parent)));

describe('a channel’s path', () => {
  it('is home’s "/", a top channel’s slug, a nested one’s parents’ slugs before its own', () => {
    expect(pathOf(1)).toBe('/');
    expect(pathOf(2)).toBe('/reisen');
    expect(pathOf(3)).toBe('/reisen/urlaub');
  });

  it('ends its walk at a parent that is not found or has no slug, and is none without a slug of its own', () => {
    expect(pathOf(4)).toBe('/ohne-eltern');
    expect(pathOf(6)).toBe('/unter-entwurf');
    expect(pathOf(5)).toBeNull();
  });

  it('stops after MAX_CHANNEL_DEPTH parents, should parents form a cycle', () => {
    const cycle = new Map<number, Row>([
      [10, { id: 10, slug: 'a', parent: 11 }],
      [11, { id: 11, slug: 'b', parent: 10 }],
    ]);
    const path = channelPathFrom(cycle.get(10) ?? {}, (id) => cycle.get(Number(id)));
    expect(path?.split('/').filter(Boolean)).toHaveLength(MAX_CHANNEL_DEPTH + 1);
  });
});
