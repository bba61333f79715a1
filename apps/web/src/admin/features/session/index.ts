// The staff session (issue 16): the sign-in form, the session kept in the tab, signing out.
export { SignInPage } from './components/sign-in-page';
export { currentStaffQuery } from './api/session-api';
export { getStaffSession, subscribeStaffSession, updateStaffMember, type StaffSession } from './session-store';
export { useSignOut, useStaffSession } from './use-staff-session';
