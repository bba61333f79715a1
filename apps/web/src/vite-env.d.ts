/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the build's translation files are (scripts/locales-plugin.ts); unset in the unit tests. */
  readonly VITE_LOCALES_URL?: string;
}
