/** The sandbox provider's own addresses: outside /api, as a real provider's would be. */
export const paymentSandboxPaths = {
  page: '/payment-sandbox/pay/:token',
  complete: '/payment-sandbox/pay/:token/complete',
  script: '/payment-sandbox/sandbox-pay.js',
  /** Where the provider notifies the merchant (this server) of the outcome. */
  callback: '/payment-sandbox/callback',
} as const;

/** The pay page of one order. */
export function sandboxPagePath(payToken: string): string {
  return paymentSandboxPaths.page.replace(':token', encodeURIComponent(payToken));
}
