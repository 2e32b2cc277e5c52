import type { Access, FieldAccess, PayloadRequest } from 'payload';

/**
 * The editorial team's roles, least to most (docs/editors.md, "Rollen"):
 * - author: writes drafts of every page and submits them for review; publishes nothing;
 * - section-editor: as an author, and reviews and publishes the articles of their sections
 *   (the channels in the account's "Rubriken" and those below them);
 * - chief-editor: every page, the navigation, redirects and files;
 * - admin: as chief-editor, and accounts, roles, job alerts and the record of changes.
 */
export const ROLES = ['author', 'section-editor', 'chief-editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  author: 'Autor/in',
  'section-editor': 'Redakteur/in',
  'chief-editor': 'Chefredaktion',
  admin: 'Administration',
};

type User = PayloadRequest['user'];

export function userHasRole(user: User | undefined, role: Role): boolean {
  const roles: unknown = user?.roles;
  return Array.isArray(roles) && roles.includes(role);
}

const hasRole = (req: PayloadRequest, role: Role): boolean => userHasRole(req.user, role);

/** Chefredaktion or Administration: every page, the navigation, redirects and files. */
export const isChief = (user: User | undefined): boolean => userHasRole(user, 'chief-editor') || userHasRole(user, 'admin');

export const anyone: Access = () => true;
export const authenticated: Access = ({ req }) => Boolean(req.user);
export const admins: Access = ({ req }) => hasRole(req, 'admin');
export const adminsFieldLevel: FieldAccess = ({ req }) => hasRole(req, 'admin');
export const chiefs: Access = ({ req }) => isChief(req.user);
export const chiefsFieldLevel: FieldAccess = ({ req }) => isChief(req.user);

/** Visitors see published documents only; signed-in editors see drafts too. */
export const authenticatedOrPublished: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } };

/** Admins manage every account; an editor may read and change only their own. */
export const adminsOrSelf: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true;
  return req.user ? { id: { equals: req.user.id } } : false;
};
