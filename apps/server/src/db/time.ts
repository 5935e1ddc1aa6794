/** The one way the server stamps rows: ISO-8601 UTC text, identical on both dialects. */
export function nowIso(): string {
  return new Date().toISOString();
}
