import { TRANSACTION_TYPES, type Paged, type TransactionRow, type TransactionTypeCode } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { listDepositRecords, listWithdrawalRecords } from './money-order-records.ts';
import type { RecordFilter } from './paging.ts';
import { listTransferRecords } from './transfer-records.ts';

/** /api/gettransrecord's four tabs: deposits, withdrawals, transfers into venues, transfers out of them. */
export function listTransactionRecords(db: Kysely<Database>, filter: RecordFilter, type: TransactionTypeCode): Promise<Paged<TransactionRow>> {
  switch (type) {
    case TRANSACTION_TYPES.deposit:
      return listDepositRecords(db, filter);
    case TRANSACTION_TYPES.withdraw:
      return listWithdrawalRecords(db, filter);
    case TRANSACTION_TYPES.transferIn:
      return listTransferRecords(db, filter, 'in');
    case TRANSACTION_TYPES.transferOut:
      return listTransferRecords(db, filter, 'out');
  }
}
