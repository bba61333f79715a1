// wouter imports the use-sync-external-store shim for React 17; React 19 (and preact/compat) has the hook itself.
// Aliased in vite.config.ts so the first visit does not download the shim.
export { useSyncExternalStore } from 'react';
