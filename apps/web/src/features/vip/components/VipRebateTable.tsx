import { vipLabel, type NumberedVipLevel } from '@lobby/contract';
import { labels } from '@/messages';
import { vipRebateCategories } from '../vip-rebate-categories';
import styles from './VipRebateTable.module.css';

interface VipRebateTableProps {
  levels: readonly NumberedVipLevel[];
  /** The level whose tab is open, highlighted. */
  selected: number;
}

/** The maximum rebate percentage per level and game family. */
export function VipRebateTable({ levels, selected }: VipRebateTableProps) {
  return (
    <section className={styles.section} aria-labelledby="vip-rebate-title">
      <h2 id="vip-rebate-title" className={styles.title}>{labels.vipPage.rebateTable()}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{labels.vipPage.levelColumn()}</th>
            {vipRebateCategories.map((category) => (
              <th key={category} scope="col">{labels.vipPage.categories[category]()}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {levels.map(({ level, entry }) => (
            <tr key={level} className={level === selected ? styles.selected : undefined}>
              <th scope="row">{vipLabel(level)}</th>
              {vipRebateCategories.map((category) => (
                <td key={category}>{entry[category]}%</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
