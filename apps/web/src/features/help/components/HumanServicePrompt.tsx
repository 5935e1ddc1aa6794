import { Link } from 'react-router';
import { labels } from '@/messages';
import styles from './HumanServicePrompt.module.css';
import { routes } from '@/route-table';

/** 'Didn't find a solution? Please contact human customer service', opening the service chat. */
export function HumanServicePrompt() {
  return (
    <p className={styles.prompt}>
      {labels.help.noSolution()}
      <Link className={styles.link} to={routes.service.path}>
        {labels.help.humanService()}
      </Link>
    </p>
  );
}
