/**
 * A stub back end written only from the spec: each call answers the smallest data the spec promises
 * (built from the contract's spec-level schemas, so no Lobby addition is in it), and the payloads the
 * checker sends to be refused are refused. For testing the conformance checker's two levels.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allCalls, callPath, type CallKey } from '@lobby/contract';
import { callSchemas, specLevel } from '@lobby/contract/schemas';
import { callPlans } from '../conformance/call-plans.ts';

type Json = Record<string, unknown>;

/** The smallest value a schema accepts: required properties only, one item per list. */
function sampleOf(schema: Json): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) return sampleOf(schema.anyOf[0] as Json);
  switch (schema.type) {
    case 'null': return null;
    case 'integer': return 1;
    case 'number': return 1.5;
    case 'string': return 'x';
    case 'array': return [sampleOf(schema.items as Json)];
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      return Object.fromEntries(((schema.required ?? []) as string[]).map((key) => {
        const property = properties[key];
        if (!property) throw new Error(`required property ${key} has no schema`);
        return [key, sampleOf(property)];
      }));
    }
    default: return null;
  }
}

const refusedCalls = new Set(Object.entries(callPlans).filter(([, plan]) => plan.kind === 'refused').map(([key]) => key));

export async function startSpecMinimalBackend(): Promise<{ url: string; server: Server }> {
  const answers = new Map<string, unknown>();
  for (const [key, call] of allCalls) {
    const data = refusedCalls.has(key) ? null : sampleOf(specLevel(callSchemas[key as CallKey].response) as Json);
    const body = refusedCalls.has(key) ? { code: 400, message: '参数错误', data } : { code: 200, message: '成功', data };
    answers.set(`${call.method} ${callPath(call, { platname: 'x' })}`, body);
  }
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stub').pathname;
    const body = answers.get(`${request.method} ${path}`) ?? { code: 404, message: '无此接口', data: null };
    request.resume();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
