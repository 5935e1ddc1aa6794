import { PAY_PASSWORD_LENGTH, WITHDRAWAL_MODES, formatMoney } from '@lobby/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { AllAmountButton } from '@/components/form/AllAmountButton';
import { TextField } from '@/components/form/TextField';
import { combineQueries } from '@/components/query-state/combine-queries';
import { QueryState } from '@/components/query-state/QueryState';
import { labels } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';
import { useBetAmount } from '../api/get-bet-amount';
import { useSavedCards } from '../api/get-saved-cards';
import { useSubmitWithdrawal } from '../useSubmitWithdrawal';
import { MODE_VIEWS, type WithdrawalMode } from '../withdrawal-modes';
import { CryptoFigures } from './CryptoFigures';
import { WithdrawalAccounts } from './WithdrawalAccounts';
import styles from './WithdrawalForm.module.css';

/** One withdrawal mode's form: account, 打码量, amount with 'all amount', payment password (part 2 §2). */
export function WithdrawalForm({ mode }: { mode: WithdrawalMode }) {
  const savedCards = useSavedCards(MODE_VIEWS[mode].cardType);
  const betAmountQuery = useBetAmount();
  const accounts = savedCards.data ?? [];
  const betAmount = betAmountQuery.data;
  const balance = useUserStore((state) => state.userInfo?.balance ?? 0);
  const [chosenId, setAccountId] = useState<number | null>(null);
  // With exactly one saved account there is nothing to choose: it is taken until the member picks.
  const accountId = chosenId ?? (accounts.length === 1 ? accounts[0]!.id : null);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const withdrawal = useSubmitWithdrawal();
  const selected = accounts.find((account) => account.id === accountId);

  // The accounts and the turnover first: a form without them would offer a withdrawal it cannot make.
  return (
    <QueryState query={combineQueries(savedCards, betAmountQuery)}>
      {() => (
        <form onSubmit={(event) => {
          event.preventDefault();
          withdrawal.submit({ mode, accountId, amount, password });
        }}>
          <WithdrawalAccounts mode={mode} accounts={accounts} selectedId={accountId} onSelect={setAccountId} />
          <TextField id="withdrawal-turnover" label={labels.withdrawal.turnover()} readOnly
            value={formatMoney(betAmount?.bet_amount ?? 0)} />
          <TextField id="withdrawal-balance" label={labels.withdrawal.balance()} readOnly value={formatMoney(balance)} />
          <TextField id="withdrawal-amount" label={labels.withdrawal.amount()} inputMode="decimal" value={amount}
            placeholder={labels.withdrawal.amountPlaceholder()} onChange={(value) => setAmount(value.replace(/[^\d.]/g, ''))}
            extra={
              <AllAmountButton onClick={() => setAmount(String(balance))} />
            } />
          <TextField id="withdrawal-password" label={labels.withdrawal.password()} type="password" inputMode="numeric"
            autoComplete="off" maxLength={PAY_PASSWORD_LENGTH} placeholder={labels.withdrawal.passwordPlaceholder()}
            value={password} onChange={(value) => setPassword(value.replace(/\D/g, ''))} />
          {mode !== WITHDRAWAL_MODES.bank && <CryptoFigures amount={amount} protocol={selected?.bank_owner} />}
          <ul className={styles.tips}>
            {labels.withdrawal.turnoverTips.map((tip) => <li key={tip()}>{tip()}</li>)}
          </ul>
          <div className={styles.actions}>
            <Button block color="primary" type="submit" loading={withdrawal.pending}>{labels.withdrawal.submit()}</Button>
          </div>
        </form>
      )}
    </QueryState>
  );
}
