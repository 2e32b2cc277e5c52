import type { UIField } from 'payload';

/** "Verwendet in" in the sidebar of pages and files: which pages link to, tease or show it. */
export const usedInField: UIField = {
  name: 'usedIn',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/cms/references/admin/UsedInPanel#UsedInPanel' } },
};
