import { formatYuan } from '@lobby/contract';
import { Button, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { labels, messages } from '@/messages';
import { useRecoverAllBalances } from './api/recover-all-balances';
import { useVenueBalances } from './api/get-venue-balances';
import styles from './BalanceDrawer.module.css';

/** The member centre's per-venue list with 更新所有余额; read again each time the drawer opens. */
export function VenueBalances({ visible }: { visible: boolean }) {
  const { names, balances, reading, refetch } = useVenueBalances(visible);
  const recoverAll = useRecoverAllBalances();
  useEffect(() => {
    if (visible) void refetch();
  }, [visible, refetch]);

  const rows = reading || balances.length === 0 ? names : balances;
  const figureOf = (platname: string) => {
    const venue = balances.find((entry) => entry.platname === platname);
    return reading || !venue ? messages.common.reading : `${formatYuan(venue.balance)} ${labels.balance.currency}`;
  };
  const updateAll = () =>
    recoverAll.mutate(undefined, { onSuccess: (message) => Toast.show({ icon: 'success', content: message }) });

  return (
    <section aria-label={labels.venueBalances.title}>
      <Button block color="primary" loading={recoverAll.isPending} onClick={updateAll}>
        {labels.venueBalances.updateAll}
      </Button>
      <h3 className={styles.subtitle}>{labels.venueBalances.title}</h3>
      <dl className={styles.venues}>
        {rows.map((venue) => (
          <div key={venue.platname} className={styles.venue}>
            <dt>{venue.name}</dt>
            <dd>{figureOf(venue.platname)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
