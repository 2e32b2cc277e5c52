/** The id created under `key`; a typo in the demo content fails the seed instead of linking nothing. */
export function ref(ids: Record<string, number>, key: string): number {
  const value = ids[key];
  if (value === undefined) throw new Error(`Seed: nothing was created under the key "${key}"`);
  return value;
}

/** The ids the seed gave to what it created, by the keys the content uses. */
export interface SeedRefs {
  articles: Record<string, number>;
  channels: Record<string, number>;
  media: Record<string, number>;
  documents: Record<string, number>;
  videos: Record<string, number>;
}
