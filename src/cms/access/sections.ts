import type { PayloadRequest } from 'payload';

import { MAX_CHANNEL_DEPTH, relationId } from '../hooks/paths';

type Id = number | string;

export interface ChannelNode {
  id: Id;
  title: string;
  parent: Id | null;
  /** The section's setting "Freigabe nötig": its articles are published by a second person. */
  requiresReview: boolean;
}

export type ChannelTree = ReadonlyMap<string, ChannelNode>;

/** Once per request: rights are asked several times in one save (access, hooks, the admin's buttons). */
const treesOfRequests = new WeakMap<PayloadRequest, Promise<ChannelTree>>();

/** Every channel with its parent and review setting: a few dozen rows, read once per request. */
export function channelTree(req: PayloadRequest): Promise<ChannelTree> {
  const cached = treesOfRequests.get(req);
  if (cached) return cached;
  const loading = req.payload
    .find({
      collection: 'channels',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      req,
      select: { title: true, parent: true, requiresReview: true },
    })
    .then(
      ({ docs }) =>
        new Map(
          docs.map(
            (doc) =>
              [
                String(doc.id),
                {
                  id: doc.id,
                  title: doc.title || '',
                  parent: relationId(doc.parent),
                  requiresReview: Boolean(doc.requiresReview),
                },
              ] as const,
          ),
        ),
    );
  treesOfRequests.set(req, loading);
  // A failed read is not kept: the next question in the request asks the database again.
  loading.catch(() => treesOfRequests.delete(req));
  return loading;
}

/** The channel and those above it, the channel first (at most MAX_CHANNEL_DEPTH). */
export function ancestry(tree: ChannelTree, channel: Id | null): ChannelNode[] {
  const chain: ChannelNode[] = [];
  let node = channel === null ? undefined : tree.get(String(channel));
  while (node && chain.length < MAX_CHANNEL_DEPTH) {
    chain.push(node);
    node = node.parent === null ? undefined : tree.get(String(node.parent));
  }
  return chain;
}

/** The section a channel belongs to: its top-level channel. */
export function sectionOf(tree: ChannelTree, channel: Id | null): ChannelNode | undefined {
  return ancestry(tree, channel).at(-1);
}

/** Whether the channel's articles need a second person's approval (its own or an upper channel's setting). */
export function needsReview(tree: ChannelTree, channel: Id | null): boolean {
  return ancestry(tree, channel).some((node) => node.requiresReview);
}

/** The channel ids in a "Rubriken" value (ids or, at depth > 0, documents). */
export function sectionIds(sections: unknown): string[] {
  if (!Array.isArray(sections)) return [];
  return sections.map((section: unknown) => relationId(section as Id | { id: Id } | null)).flatMap((id) => (id === null ? [] : [String(id)]));
}

/** The ids in an account's "Rubriken" field. */
export const accountSections = (user: PayloadRequest['user'] | undefined): string[] => sectionIds(user?.sections);

/** The channels whose articles an account reviews: its sections and every channel below them. */
export function channelsOfSections(tree: ChannelTree, sections: readonly string[]): Set<string> {
  const roots = new Set(sections);
  const covered = new Set<string>();
  for (const key of tree.keys()) {
    if (ancestry(tree, key).some((node) => roots.has(String(node.id)))) covered.add(key);
  }
  return covered;
}
