import type { CollectionConfig } from 'payload';

import { ROLES, ROLE_LABELS, admins, adminsFieldLevel, adminsOrSelf, authenticated } from '../access';
import { checkNewPassword, checkResetPassword } from '../auth/passwords';
import { liftUnknownDeviceLock, limitSignIns, rememberSignedInDevice } from '../auth/signIn';

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Benutzer', plural: 'Benutzer' },
  auth: {
    // Payload's own lock is off: it locked the account for every browser, so strangers could keep
    // an editor out. Guessing is stopped per client and per account for unknown browsers only
    // (auth/signIn.ts, device cookies).
    maxLoginAttempts: 0,
    // Reset mails per address are limited by PASSWORD_RESET_ADDRESS_RATE_LIMIT instead.
    forgotPassword: { minRequestInterval: 0 },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'roles', 'sections'], group: 'Verwaltung', hidden: ({ user }) => !(Array.isArray(user?.roles) && user.roles.includes('admin')) },
  access: {
    create: admins,
    delete: admins,
    // The team sees who is who (a submission's author, its reviewer); sessions stay each person's own.
    read: authenticated,
    update: adminsOrSelf,
    // Lifting a lock (on sign-ins from unknown browsers) before its time is an admin's decision.
    unlock: admins,
  },
  hooks: {
    beforeOperation: [limitSignIns, checkResetPassword],
    beforeValidate: [checkNewPassword],
    afterLogin: [rememberSignedInDevice],
    afterOperation: [liftUnknownDeviceLock],
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, admin: { description: 'Vor- und Nachname; erscheint in der Benutzerliste.' } },
    {
      name: 'roles',
      label: 'Rollen',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['author'],
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })),
      // Only admins hand out roles, so nobody makes themselves Chefredaktion or admin.
      access: { create: adminsFieldLevel, update: adminsFieldLevel },
      admin: {
        description:
          'Autor/in schreibt Entwürfe und reicht sie zur Freigabe ein; Redakteur/in gibt die Artikel der eigenen Rubriken frei; Chefredaktion alle Seiten, Navigation und Weiterleitungen; Administration auch Benutzer und Protokoll.',
      },
    },
    {
      name: 'sections',
      label: 'Rubriken',
      type: 'relationship',
      relationTo: 'channels',
      hasMany: true,
      filterOptions: { isHome: { not_equals: true } },
      access: { create: adminsFieldLevel, update: adminsFieldLevel },
      admin: {
        condition: (data) => Array.isArray(data.roles) && data.roles.includes('section-editor'),
        description: 'Die Rubriken, deren Artikel diese Person als Redakteur/in freigibt und veröffentlicht, samt Unterrubriken.',
      },
    },
  ],
};
