import type { Access, FieldAccess, PayloadRequest } from 'payload';

export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

function hasRole(req: PayloadRequest, role: Role): boolean {
  const roles: unknown = req.user?.roles;
  return Array.isArray(roles) && roles.includes(role);
}

export const anyone: Access = () => true;
export const authenticated: Access = ({ req }) => Boolean(req.user);
export const admins: Access = ({ req }) => hasRole(req, 'admin');
export const adminsFieldLevel: FieldAccess = ({ req }) => hasRole(req, 'admin');

/** Visitors see published documents only; signed-in editors see drafts too. */
export const authenticatedOrPublished: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } };

/** Admins manage every account; an editor may read and change only their own. */
export const adminsOrSelf: Access = ({ req }) => {
  if (hasRole(req, 'admin')) return true;
  return req.user ? { id: { equals: req.user.id } } : false;
};
