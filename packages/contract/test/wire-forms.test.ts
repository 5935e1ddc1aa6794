import { describe, expect, expectTypeOf, it } from 'vitest';
import { allCalls, TEXT_LIMITS } from '../src/index.ts';
import { callSchemas, WIRE_KEYWORD, wireFormOf, wireLevel, withoutWireForms, type WirePayload } from '../src/schemas/index.ts';
import { integer, object, oneOf, optional, string } from '../src/schemas/schema.ts';
import { wire, wireAmount, wireText } from '../src/schemas/wire-forms.ts';

type Json = { properties?: Record<string, Record<string, unknown>>; required?: string[] };

describe('wire forms of the payloads', () => {
  it('are written for every payload field of every call (but the uploaded file) and every path segment', () => {
    const missing: string[] = [];
    for (const [key] of allCalls) {
      const schemas = callSchemas[key] as { request: Json; params?: Json };
      for (const [part, schema] of [['request', schemas.request], ['params', schemas.params ?? {}]] as const) {
        for (const [field, property] of Object.entries(schema.properties ?? {})) {
          if (wireFormOf(property) === undefined && property.format !== 'binary') missing.push(`${key} ${part}.${field}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('say a field is required only where the contract requires it', () => {
    for (const [key] of allCalls) {
      const request = callSchemas[key].request as Json;
      for (const [field, property] of Object.entries(request.properties ?? {})) {
        if (wireFormOf(property)?.required) expect(request.required, `${key}.${field}`).toContain(field);
      }
    }
  });

  it('loosen a payload: each field keeps only its wire shape, required only where its form says so', () => {
    const payload = object({
      name: wireText(TEXT_LIMITS.account),
      amount: wireAmount(),
      type: wire(oneOf([1, 2, 4]), { kind: 'integer', required: true }),
      switch: oneOf(['on', 'off']),
      note: optional(wireText(TEXT_LIMITS.applyInfo)),
    });
    const loosened = wireLevel(payload) as Json;
    expect(loosened.required).toEqual(['type', 'switch']);
    expect(loosened.properties).toEqual({
      name: { type: 'string', [WIRE_KEYWORD]: { kind: 'text', limit: TEXT_LIMITS.account } },
      amount: { [WIRE_KEYWORD]: { kind: 'amount' } },
      type: { [WIRE_KEYWORD]: { kind: 'integer', required: true } },
      switch: { enum: ['on', 'off'] },
      note: { type: 'string', [WIRE_KEYWORD]: { kind: 'text', limit: TEXT_LIMITS.applyInfo } },
    });
    // The contract's own schema is unchanged: the OpenAPI document and the checker read it.
    expect(payload.required).toEqual(['name', 'amount', 'type', 'switch']);
  });

  it('keep a switch and a page strict: their shape is their only check', () => {
    expect((wireLevel(callSchemas.uptransferstatus.request) as Json).properties?.transferstatus).toMatchObject({ type: 'integer', enum: [0, 1] });
    expect((wireLevel(callSchemas.uptransferstatus.request) as Json).required).toEqual(['transferstatus']);
    expect((wireLevel(callSchemas.userredpacket.request) as Json).properties?.page).toMatchObject({ type: 'integer', minimum: 1 });
    expect((wireLevel(callSchemas.login_pc.request) as Json).required).toEqual([]);
  });

  it('leave the OpenAPI document’s schemas, which drop them whole', () => {
    const plain = withoutWireForms(callSchemas.recharge.request);
    expect(JSON.stringify(plain)).not.toContain(WIRE_KEYWORD);
    expect(plain).toMatchObject({ properties: { amount: { type: 'number' }, paytype: { enum: expect.any(Array) } } });
  });

  it('type what a handler reads: text as text, amounts and ids as they came, a required switch as 0 or 1', () => {
    expectTypeOf<WirePayload<typeof callSchemas.login_pc.request>>().toEqualTypeOf<{
      readonly name: string | undefined;
      readonly password: string | undefined;
      readonly code: string | undefined;
    }>();
    expectTypeOf<WirePayload<typeof callSchemas.withdraw.request>>().toEqualTypeOf<{
      readonly amount: unknown;
      readonly bank: unknown;
      readonly password: string | undefined;
    }>();
    expectTypeOf<WirePayload<typeof callSchemas.uptransferstatus.request>['transferstatus']>().toEqualTypeOf<0 | 1>();
    expectTypeOf<WirePayload<typeof callSchemas.betrecord.request>['api_type']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<WirePayload<typeof callSchemas.register.request>['pid']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<WirePayload<typeof callSchemas.activitylist.request>['page']>().toEqualTypeOf<unknown>();
    expectTypeOf<WirePayload<ReturnType<typeof object<{ id: ReturnType<typeof integer>; name: ReturnType<typeof string> }>>>>().toEqualTypeOf<{
      readonly id: unknown;
      readonly name: unknown;
    }>();
  });
});
