// The audit log (issue 16, admins only): every change a staff member made.
export { AuditPage } from './components/audit-page';
