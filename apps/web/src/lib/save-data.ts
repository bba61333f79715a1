/** True when the shopper asked the browser to save data (Chrome's Lite mode, Android's Data Saver): fetch nothing ahead. */
export function saveDataRequested(): boolean {
  // Network Information is not in TypeScript's DOM types (Chromium-only); elsewhere it is absent and nothing is saved.
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
