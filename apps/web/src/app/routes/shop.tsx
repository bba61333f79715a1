// Placeholder until the page lands (being built in parallel); replaced wholesale.
export function Component() {
  return null;
}
