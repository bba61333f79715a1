export { PreferencesProvider, usePreferences } from './preferences-context';
export { ACCEPT_ALL, ESSENTIAL_ONLY, readConsent, type CookieConsent } from './consent';
