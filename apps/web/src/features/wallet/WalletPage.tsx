import { MAX_SAVED_CARDS, type SavedCard } from '@lobby/contract';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useCards } from './api/get-cards';
import { SavedCardList } from './components/SavedCardList';
import { UnbindDialog } from './components/UnbindDialog';
import { WalletAddressPopup } from './components/WalletAddressPopup';
import { CRYPTO_WALLETS, WALLET_TABS, cardTypeOf, walletTabOf, type WalletTab } from './wallet-tabs';
import styles from './Wallet.module.css';
import { routes } from '@/route-table';

/**
 * /wallet?type=1|2|3&show=: bank cards, USDT and AnToken wallets (part 2 §2). Bank cards are added on
 * /addBankCard, addresses in the 'add wallet address' popup, which `show=1` opens at once.
 */
export default function WalletPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = walletTabOf(searchParams.get('type'));
  const crypto = tab === 1 ? null : CRYPTO_WALLETS[tab];
  const [popupOpen, setPopupOpen] = useState(() => crypto !== null && searchParams.get('show') === '1');
  const [unbinding, setUnbinding] = useState<SavedCard | null>(null);
  const cards = useCards(cardTypeOf(tab));

  const switchTab = (key: string) => {
    setPopupOpen(false);
    setSearchParams({ type: key }, { replace: true });
  };
  const add = () => (crypto ? setPopupOpen(true) : navigate(routes.addBankCard.path));

  return (
    <>
      <PageHeader title={labels.pageTitles.wallet()} />
      <Tabs activeKey={String(tab)} onChange={switchTab}>
        {WALLET_TABS.map((key: WalletTab) => <Tabs.Tab key={String(key)} title={labels.wallet.tabs[key]()} />)}
      </Tabs>
      <QueryState query={cards}>
        {(list) => (
          <>
            <SavedCardList cards={list} cryptoName={crypto ? labels.wallet.tabs[tab]() : undefined}
              onDelete={setUnbinding} />
            {/* At most 5 entries per list (part 2 §9): the add button goes once 5 are held. */}
            {list.length < MAX_SAVED_CARDS && (
              <div className={styles.add}>
                <Button block color="primary" fill="outline" onClick={add}>{labels.wallet.add[tab]()}</Button>
              </div>
            )}
          </>
        )}
      </QueryState>
      {crypto && <WalletAddressPopup wallet={crypto} visible={popupOpen} onClose={() => setPopupOpen(false)} />}
      <UnbindDialog card={unbinding} onClose={() => setUnbinding(null)} />
    </>
  );
}
