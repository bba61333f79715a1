export { PreferencesProvider, usePreferences } from './preferences-context';
export { ACCEPT_ALL, ESSENTIAL_ONLY, type CookieConsent } from './consent';
