import { messages, SUCCESS_CODE, type Envelope } from '@lobby/contract';

export function ok<T>(data: T, message: string = messages.server.success): Envelope<T> {
  return { code: SUCCESS_CODE, message, data };
}

export function fail(code: number, message: string): Envelope<null> {
  return { code, message, data: null };
}
