import { messages } from '@lobby/contract';
import { DomainError, ErrorCode } from '../domain-error.ts';

/** A member account would go below zero; nothing of the transfer was written. */
export class InsufficientFundsError extends DomainError {
  readonly accountId: number;

  constructor(accountId: number) {
    super(ErrorCode.badRequest, messages.server.insufficientBalance);
    this.name = 'InsufficientFundsError';
    this.accountId = accountId;
  }
}
