import type { CallDef } from '@lobby/contract';

/** Method, path and auth of a route come from the contract's call definition, never retyped here. */
export function routeOf(call: CallDef<unknown, unknown>) {
  return { method: call.method, url: call.path, config: { auth: call.auth } };
}
