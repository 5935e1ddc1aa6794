/**
 * Where a login answer keeps the member's token. The spec says only "Login response: new_api_token"
 * (part 1 §3, §7), while registration names data.api_token; back ends built from those words place it
 * in any of three ways, read in this order:
 * 1. data.new_api_token: the name the login call gives, where every other call keeps its answer (Lobby's own);
 * 2. new_api_token beside code, message and data: "response: new_api_token" read literally;
 * 3. data.api_token: registration's placement, for back ends that answer both calls alike.
 * The first non-empty text wins; null when none holds one.
 */
export function loginToken(answer: unknown): string | null {
  const top = isRecord(answer) ? answer : {};
  const data = isRecord(top.data) ? top.data : {};
  for (const candidate of [data.new_api_token, top.new_api_token, data.api_token]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
