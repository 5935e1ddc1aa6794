import { FREE_TRANSFER } from '@lobby/contract';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state/QueryState';
import { venueNamesQueryOptions } from '@/features/balance';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';
import { useTransferVenues } from './api/get-transfer-venues';
import { FreeTransferSwitch } from './components/FreeTransferSwitch';
import { MainBalance } from './components/MainBalance';
import { TransferForm } from './components/TransferForm';
import { VenueGrid } from './components/VenueGrid';
import { useTransferWallets } from './useTransferWallets';

/**
 * /transfer ('quota conversion'): the main balance, the free-transfer switch, the venue wallets polled
 * while the screen is open, and the manual transfer form, hidden in free-transfer mode (part 2 §2, §4).
 */
export default function TransferPage() {
  // The light list names the venues at once; their balances read 读取中.. until the poll answers.
  const names = useQuery(venueNamesQueryOptions());
  const balances = useTransferVenues();
  const venues = names.data ?? balances.data ?? [];
  const wallets = useTransferWallets(venues, balances.data);
  const freeTransfer = useUserStore((state) => state.userInfo?.transferstatus === FREE_TRANSFER.on);
  return (
    <>
      <PageHeader title={labels.pageTitles.transfer()} />
      <MainBalance />
      <FreeTransferSwitch />
      {/* The venues name both the grid and the form's wallets: loading, or the error with 重试, until known. */}
      <QueryState query={{ ...names, data: names.data ?? balances.data }}>
        {(list) => (
          <>
            <VenueGrid venues={list} balances={balances.data} />
            {!freeTransfer && <TransferForm wallets={wallets} />}
          </>
        )}
      </QueryState>
    </>
  );
}
