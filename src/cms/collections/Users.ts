import type { CollectionConfig } from 'payload';

import { ROLES, admins, adminsFieldLevel, adminsOrSelf } from '../access';
import { checkNewPassword, checkResetPassword } from '../auth/passwords';
import { SIGN_IN_RATE_LIMIT, limitSignIns, refundSuccessfulSignIn } from '../auth/signIn';

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Benutzer', plural: 'Benutzer' },
  auth: {
    // The lock stops guessing spread over many clients. Each client is stopped far sooner by its
    // own limit (SIGN_IN_RATE_LIMIT, 429), and the count starts afresh with each window of the
    // address (ACCOUNT_FAILURE_WINDOW_MS): within one, a client alone fails at most twice its limit.
    maxLoginAttempts: 3 * SIGN_IN_RATE_LIMIT.limit,
    lockTime: 15 * 60_000,
    // Reset mails per address are limited by PASSWORD_RESET_ADDRESS_RATE_LIMIT instead.
    forgotPassword: { minRequestInterval: 0 },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'], group: 'Verwaltung' },
  access: {
    create: admins,
    delete: admins,
    read: adminsOrSelf,
    update: adminsOrSelf,
    // Lifting a lock before its time is an admin's decision, not any editor's.
    unlock: admins,
  },
  hooks: {
    beforeOperation: [limitSignIns, checkResetPassword],
    beforeValidate: [checkNewPassword],
    afterLogin: [refundSuccessfulSignIn],
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
