import { formatMoney, validateRebateClaim } from '@lobby/contract';
import { Button, Toast } from 'antd-mobile';
import { labels } from '@/messages';
import { useClaimRebates } from '../api/claim-rebates';
import styles from './Records.module.css';

const text = labels.records.rebate;

interface RebateSummaryProps {
  /** jisuan and nojisuan, yuan; undefined until the first answer. */
  claimed?: number;
  pending?: number;
}

/**
 * 累计领取, 待领取 and 点击领取, refused here while nothing is pending (part 2 §5). With nothing pending the
 * button is drawn and announced as disabled (aria-disabled, not disabled), so that a tap still tells why
 * (暂无领取额度！), as the spec asks.
 */
export function RebateSummary({ claimed, pending }: RebateSummaryProps) {
  const claim = useClaimRebates();
  const problem = validateRebateClaim(pending);
  const onClaim = () => {
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    claim.mutate(undefined, { onSuccess: (message) => Toast.show({ content: message }) });
  };
  return (
    <section className={styles.summary}>
      <dl className={styles.totals}>
        <div>
          <dt>{text.claimed()}</dt>
          <dd>{formatMoney(claimed ?? 0)}{labels.records.currency()}</dd>
        </div>
        <div>
          <dt>{text.pending()}</dt>
          <dd>{formatMoney(pending ?? 0)}{labels.records.currency()}</dd>
        </div>
      </dl>
      <Button color="primary" shape="rounded" loading={claim.isPending} onClick={onClaim}
        aria-disabled={problem !== null} className={problem ? styles.claimUnavailable : undefined}>
        {text.claim()}
      </Button>
    </section>
  );
}
