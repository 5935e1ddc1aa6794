/** The balance query's key: the poll (get-balance.ts) and the push (balance-push/) fill the same entry. */
export const BALANCE_QUERY_KEY = ['balance'] as const;
