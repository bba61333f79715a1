// The staff accounts (issue 16, admins only): the list, roles and deactivation, adding a member.
export { StaffPage } from './components/staff-page';
