import type { RelationshipField } from 'payload';

/**
 * "Zuletzt geändert von": the person of each save, kept in every version too, so the list and
 * each version name who made it. Writes without a person (the seed, the scheduler without one,
 * the system's own updates) leave the name as it was.
 */
export const lastModifiedByField: RelationshipField = {
  name: 'lastModifiedBy',
  label: 'Zuletzt geändert von',
  type: 'relationship',
  relationTo: 'users',
  index: true,
  // Not shown before anyone has saved (the seed's pages): an empty box says nothing.
  admin: {
    position: 'sidebar',
    readOnly: true,
    allowCreate: false,
    allowEdit: false,
    condition: (data) => Boolean(data.lastModifiedBy),
  },
  hooks: {
    // Whatever a request sends: the signed-in person is who changed it.
    beforeChange: [({ req, value, originalDoc }) => (typeof req.user?.id === 'number' ? req.user.id : (value ?? originalDoc?.lastModifiedBy ?? null))],
  },
};
