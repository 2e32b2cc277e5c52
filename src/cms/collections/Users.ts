import type { CollectionConfig } from 'payload';

import { ROLES, admins, adminsFieldLevel, adminsOrSelf } from '../access';

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Benutzer', plural: 'Benutzer' },
  auth: true,
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Verwaltung' },
  access: {
    create: admins,
    delete: admins,
    read: adminsOrSelf,
    update: adminsOrSelf,
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, admin: { description: 'Vor- und Nachname; erscheint in der Benutzerliste.' } },
    {
      name: 'roles',
      label: 'Rollen',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: role === 'admin' ? 'Administration' : 'Redaktion', value: role })),
      // Only admins hand out roles, so an editor cannot make themselves admin.
      access: { create: adminsFieldLevel, update: adminsFieldLevel },
      admin: { description: 'Redaktion bearbeitet Inhalte; Administration auch Benutzer und Job-Alarme.' },
    },
  ],
};
