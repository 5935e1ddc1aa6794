import { VENUE_GRID_DEFAULT_COUNT, formatMoney } from '@lobby/contract';
import type { Venue, VenueBalance } from '@/features/balance';
import { RedoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { labels, messages } from '@/messages';
import { useRefreshVenueBalance } from '../api/refresh-venue-balance';
import styles from '../Transfer.module.css';

interface VenueGridProps {
  venues: Venue[];
  /** The polled balances; undefined until the first answer (读取中..). */
  balances: VenueBalance[] | undefined;
}

/** The venue wallets, 4 at first with expand-all/collapse; each with its own refresh icon (part 2 §2). */
export function VenueGrid({ venues, balances }: VenueGridProps) {
  const [expanded, setExpanded] = useState(false);
  const refresh = useRefreshVenueBalance();
  const shown = expanded ? venues : venues.slice(0, VENUE_GRID_DEFAULT_COUNT);
  const figureOf = (platform: string) => {
    const venue = balances?.find((entry) => entry.platform === platform);
    const refreshing = refresh.isPending && refresh.variables === platform;
    return venue && !refreshing ? formatMoney(venue.balance) : messages.common.reading;
  };
  return (
    <section className={styles.section} aria-labelledby="transfer-venues">
      <h2 className={styles.heading} id="transfer-venues">{labels.transfer.venues()}</h2>
      <ul className={styles.grid}>
        {shown.map((venue) => (
          <li key={venue.platform} className={styles.venue}>
            <span>{venue.name}</span>
            <span className={styles.venueBalance}>{figureOf(venue.platform)}</span>
            <button type="button" className={styles.refresh} aria-label={labels.transfer.refreshVenue(venue.name)}
              onClick={() => refresh.mutate(venue.platform)}>
              <RedoOutline />
            </button>
          </li>
        ))}
      </ul>
      {venues.length > VENUE_GRID_DEFAULT_COUNT && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? labels.transfer.collapse() : labels.transfer.expandAll()}
        </button>
      )}
    </section>
  );
}
