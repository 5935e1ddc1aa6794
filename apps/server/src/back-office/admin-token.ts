import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { messages } from '@lobby/contract';

export interface AdminToken {
  token: string;
  /** True when ADMIN_TOKEN was unset and this run drew its own (shown once on the terminal at start, never logged). */
  generated: boolean;
}

/** The back office's own credential: ADMIN_TOKEN, or a random one for this run. Never a member token. */
export function resolveAdminToken(env: NodeJS.ProcessEnv = process.env): AdminToken {
  const configured = env.ADMIN_TOKEN?.trim();
  return configured ? { token: configured, generated: false } : { token: randomBytes(24).toString('base64url'), generated: true };
}

/**
 * The line that shows a drawn token to the operator: written to the terminal (stdout, once, by the
 * process that drew it), never through the logger, whose JSON lines go on to log stores and whoever reads them.
 */
export function generatedAdminTokenNotice(adminToken: AdminToken): string | undefined {
  return adminToken.generated ? messages.sessions.adminTokenGenerated(adminToken.token) : undefined;
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** `Authorization: Admin <token>`, compared in constant time (digests have equal lengths whatever was sent). */
export function isAdminAuthorization(header: string | undefined, token: string): boolean {
  const sent = header?.match(/^Admin\s+(\S+)\s*$/)?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}
