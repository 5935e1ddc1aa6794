import { formatMoney } from '@lobby/contract';
import { Button, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { ErrorState } from '@/components/query-state/ErrorState';
import { queryErrorText } from '@/components/query-state/query-error-text';
import { QueryState } from '@/components/query-state/QueryState';
import { labels, messages } from '@/messages';
import { useRecoverAllBalances } from './api/recover-all-balances';
import { useVenueBalances } from './api/get-venue-balances';
import styles from './BalanceDrawer.module.css';

/** The member centre's per-venue list with 更新所有余额; read again each time the drawer opens. */
export function VenueBalances({ visible }: { visible: boolean }) {
  const { names, balances, reading, refetch, namesQuery, balancesQuery } = useVenueBalances(visible);
  const balancesFailed = balancesQuery.isError && !balancesQuery.isFetching;
  const recoverAll = useRecoverAllBalances();
  useEffect(() => {
    if (visible) void refetch();
  }, [visible, refetch]);

  const rows = reading || balances.length === 0 ? names : balances;
  const figureOf = (platform: string) => {
    const venue = balances.find((entry) => entry.platform === platform);
    return reading || !venue ? messages.common.reading : `${formatMoney(venue.balance)} ${labels.balance.currency()}`;
  };
  const updateAll = () =>
    recoverAll.mutate(undefined, { onSuccess: (message) => Toast.show({ icon: 'success', content: message }) });

  return (
    <section aria-label={labels.venueBalances.title()}>
      <Button block color="primary" loading={recoverAll.isPending} onClick={updateAll}>
        {labels.venueBalances.updateAll()}
      </Button>
      <h3 className={styles.subtitle}>{labels.venueBalances.title()}</h3>
      {/* The names first (loading, or the error with 重试); balances that did not come say so under them. */}
      <QueryState query={{ ...namesQuery, data: namesQuery.data ?? balancesQuery.data }} compact>
        {() => (
          <dl className={styles.venues}>
            {rows.map((venue) => (
              <div key={venue.platform} className={styles.venue}>
                <dt>{venue.name}</dt>
                <dd>{figureOf(venue.platform)}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryState>
      {balancesFailed && names.length > 0 && (
        <ErrorState compact text={queryErrorText(balancesQuery.error)} action={messages.recovery.retry}
          onAction={() => void refetch()} />
      )}
    </section>
  );
}
