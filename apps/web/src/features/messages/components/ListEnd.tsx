import { DotLoading } from 'antd-mobile';
import { labels, messages } from '@/messages';
import styles from './ListEnd.module.css';

/** What sits under a list: 空空如也 when it has no rows, 没有更多了 once the last page is in. */
export function ListEnd({ empty, loading }: { empty: boolean; loading: boolean }) {
  if (loading) {
    return (
      <span className={styles.end}>
        {labels.loading()}
        <DotLoading />
      </span>
    );
  }
  return <span className={styles.end}>{empty ? messages.records.empty : messages.records.noMore}</span>;
}
