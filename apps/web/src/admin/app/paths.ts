// The back office's pages under /admin (the server answers admin.html for each); the orders' are the orders feature's,
// the catalogue's (admins only too) the catalogue feature's.

export const ADMIN_HOME = '/admin';
export const ADMIN_ONLY_PATHS = { staff: '/admin/staff', audit: '/admin/audit' } as const;
