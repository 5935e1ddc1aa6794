import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What this installation is, as its operator configured it (config.ts), for the routes that depend on it. */
interface Deployment {
  /**
   * PUBLIC_URL without a trailing slash. Absolute addresses this server hands out (game, pay, service,
   * agent and visit pages) start here, never from the request's Host header, which any client can set:
   * a foreign Host would otherwise send the member to a page of the attacker's choosing.
   */
  publicUrl: string;
  /** PAYMENT_SANDBOX: the sandbox provider credits any order from the house, so only demos turn it on. */
  paymentSandbox: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deployment: Deployment;
  }
}

export default fp<Deployment>(async function deployment(app: FastifyInstance, options) {
  app.decorate('deployment', { publicUrl: options.publicUrl.replace(/\/+$/, ''), paymentSandbox: options.paymentSandbox });
});

/** `path` (starting with '/') on the public address. */
export function publicAddress(app: FastifyInstance, path: string): string {
  return `${app.deployment.publicUrl}${path}`;
}
