import type { CollectionConfig } from 'payload';

import { ROLES, admins, adminsFieldLevel, adminsOrSelf } from '../access';
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
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Verwaltung' },
  access: {
    create: admins,
    delete: admins,
    read: adminsOrSelf,
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
      defaultValue: ['editor'],
      saveToJWT: true,
      options: ROLES.map((role) => ({ label: role === 'admin' ? 'Administration' : 'Redaktion', value: role })),
      // Only admins hand out roles, so an editor cannot make themselves admin.
      access: { create: adminsFieldLevel, update: adminsFieldLevel },
      admin: { description: 'Redaktion bearbeitet Inhalte; Administration auch Benutzer und Job-Alarme.' },
    },
  ],
};
