import { messages } from '@lobby/contract';
import { DomainError, ErrorCode } from '../domain-error.ts';

/** The 401 of a call without a live session: the app shows 认证失败 and sends the member to log in. */
export class UnauthorizedError extends DomainError {
  constructor() {
    super(ErrorCode.unauthorized, messages.server.unauthorized, 401);
    this.name = 'UnauthorizedError';
  }
}
