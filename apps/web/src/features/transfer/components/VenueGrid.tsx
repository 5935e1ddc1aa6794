import { VENUE_GRID_DEFAULT_COUNT, formatYuan, type Platform, type VenueWallet } from '@lobby/contract';
import { RedoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { labels, messages } from '@/messages';
import { useRefreshVenueBalance } from '../api/refresh-venue-balance';
import styles from '../Transfer.module.css';

interface VenueGridProps {
  venues: Platform[];
  /** The polled balances; undefined until the first answer (读取中..). */
  balances: VenueWallet[] | undefined;
}

/** The venue wallets, 4 at first with expand-all/collapse; each with its own refresh icon (part 2 §2). */
export function VenueGrid({ venues, balances }: VenueGridProps) {
  const [expanded, setExpanded] = useState(false);
  const refresh = useRefreshVenueBalance();
  const shown = expanded ? venues : venues.slice(0, VENUE_GRID_DEFAULT_COUNT);
  const figureOf = (platname: string) => {
    const venue = balances?.find((entry) => entry.platname === platname);
    const refreshing = refresh.isPending && refresh.variables === platname;
    return venue && !refreshing ? formatYuan(venue.balance) : messages.common.reading;
  };
  return (
    <section className={styles.section} aria-labelledby="transfer-venues">
      <h2 className={styles.heading} id="transfer-venues">{labels.transfer.venues}</h2>
      <ul className={styles.grid}>
        {shown.map((venue) => (
          <li key={venue.platname} className={styles.venue}>
            <span>{venue.name}</span>
            <span className={styles.venueBalance}>{figureOf(venue.platname)}</span>
            <button type="button" className={styles.refresh} aria-label={labels.transfer.refreshVenue(venue.name)}
              onClick={() => refresh.mutate(venue.platname)}>
              <RedoOutline />
            </button>
          </li>
        ))}
      </ul>
      {venues.length > VENUE_GRID_DEFAULT_COUNT && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? labels.transfer.collapse : labels.transfer.expandAll}
        </button>
      )}
    </section>
  );
}
