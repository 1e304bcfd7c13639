/**
 * Exports: `resourcePermissions(role)`, `ResourcePermission`, `CallerRole`.
 * What each role may do with each resource, as `GET /api/applications/with-resource-permissions` lists it. The
 * routes enforce the same rules: content writes need the admin role (or ADMIN_TOKEN), account data is served only
 * to its owner (scope `own`).
 */
import type { UserRole } from '../../database/schema/index';

export type CallerRole = UserRole | 'guest';
export type Action = 'read' | 'create' | 'update' | 'delete';

export interface ResourcePermission {
  readonly resource: string;
  readonly actions: readonly Action[];
  /** `any`: every record; `own`: only the caller's own records. */
  readonly scope: 'any' | 'own';
}

const ALL: readonly Action[] = ['read', 'create', 'update', 'delete'];
const CONTENT = [
  'pages', 'posts', 'destinations', 'companies', 'routes', 'offers', 'coupons', 'categories', 'menus', 'sections', 'tags',
  'languages', 'settings', 'authors', 'galleries', 'lists', 'files', 'resources',
] as const;
const OWN_ACCOUNT = ['users', 'customers', 'passengers', 'vehicles', 'pets'] as const;

export function resourcePermissions(role: CallerRole): ResourcePermission[] {
  const content = CONTENT.map((resource): ResourcePermission => ({ resource, actions: role === 'admin' ? ALL : ['read'], scope: 'any' }));
  if (role === 'guest') return [...content, { resource: 'auth', actions: ['create'], scope: 'own' }];
  return [
    ...content,
    ...OWN_ACCOUNT.map((resource): ResourcePermission => ({
      resource, actions: resource === 'users' || resource === 'customers' ? ['read', 'update'] : ALL, scope: 'own',
    })),
    { resource: 'orders', actions: ['read', 'create'], scope: 'own' },
  ];
}
