import type { Protocol, SavedCard } from '@lobby/contract';
import { DeleteOutline } from 'antd-mobile-icons';
import { EmptyState } from '@/components/query-state/EmptyState';
import { labels } from '@/messages';
import styles from '../Wallet.module.css';

interface SavedCardListProps {
  cards: SavedCard[];
  /** Set for crypto entries: shown with their protocol instead of a bank name. */
  cryptoName?: string;
  onDelete: (card: SavedCard) => void;
}

/** A crypto entry's protocol: anything but ERC20 reads as TRC20 (part 2 §3). */
const protocolOf = (card: SavedCard): Protocol => (card.bank_owner === 'ERC20' ? 'ERC20' : 'TRC20');

/** The saved entries of one wallet tab, each with a delete icon (part 2 §2). */
export function SavedCardList({ cards, cryptoName, onDelete }: SavedCardListProps) {
  if (cards.length === 0) return <EmptyState />;
  return (
    <ul className={styles.list} aria-label={labels.wallet.list()}>
      {cards.map((card) => (
        <li key={card.id} className={styles.card}>
          <div className={styles.cardText}>
            <div className={styles.cardName}>{cryptoName ? `${cryptoName} · ${protocolOf(card)}` : card.bank}</div>
            <div className={styles.cardNumber}>{card.bank_no}</div>
          </div>
          <button type="button" className={styles.delete} aria-label={labels.wallet.delete()} onClick={() => onDelete(card)}>
            <DeleteOutline />
          </button>
        </li>
      ))}
    </ul>
  );
}
