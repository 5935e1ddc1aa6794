import { labels } from '@/messages';
import styles from './VipRules.module.css';

/** Promotion, retention, relegation and rebate rules (part 2 §4 and §9). */
export function VipRules() {
  return (
    <section className={styles.section} aria-labelledby="vip-rules-title">
      <h2 id="vip-rules-title" className={styles.title}>{labels.vipPage.rulesTitle()}</h2>
      <ol className={styles.rules}>
        {labels.vipPage.rules.map((rule) => <li key={rule()}>{rule()}</li>)}
      </ol>
    </section>
  );
}
