import { formatMoney, type BetRecordRow } from '@lobby/contract';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReadPage } from '@/lib/read-answer';
import { labels } from '@/messages';
import type { RecordPages } from '../api/use-record-pages';
import { summarizeBets } from '../bet-summary';
import styles from './Records.module.css';

const text = labels.records.betSummary;

/**
 * The period's totals over the bets shown (issue 13): bet total, valid bet and win/loss. Once every page
 * is in they are the period's (本期合计); while more pages wait, they say how many bets they cover.
 */
export function BetSummaryCard({ query }: { query: UseInfiniteQueryResult<RecordPages<BetRecordRow, ReadPage<BetRecordRow>>> }) {
  const rows = query.data?.rows;
  if (!rows || rows.length === 0) return null;
  const summary = summarizeBets(rows);
  const tone = summary.winLoss > 0 ? styles.gain : summary.winLoss < 0 ? styles.loss : '';
  return (
    <section className={styles.betSummary} aria-label={text.title()}>
      <h2 className={styles.betSummaryTitle}>
        {query.hasNextPage ? text.loaded(summary.count) : text.period(summary.count)}
      </h2>
      <dl className={styles.betSummaryFigures}>
        <div>
          <dt>{text.betTotal()}</dt>
          <dd>{formatMoney(summary.betTotal)}</dd>
        </div>
        <div>
          <dt>{text.validBet()}</dt>
          <dd>{formatMoney(summary.validBet)}</dd>
        </div>
        <div>
          <dt>{text.winLoss()}</dt>
          <dd className={tone}>{summary.winLoss > 0 ? '+' : ''}{formatMoney(summary.winLoss)}</dd>
        </div>
      </dl>
    </section>
  );
}
