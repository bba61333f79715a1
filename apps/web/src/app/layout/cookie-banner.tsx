// Placeholder until the layout lands (being built in parallel); replaced wholesale.
export function CookieBanner() {
  return null;
}
