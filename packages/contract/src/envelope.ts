/** Every answer of every call, success or not (both parts §7): `code` 200 means success. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const SUCCESS_CODE = 200;

/** True when the server accepted the call; `data` is then the call's response type. */
export function isSuccess<T>(env: Envelope<T> | null | undefined): env is Envelope<T> {
  return env != null && env.code === SUCCESS_CODE;
}
