import { Link } from 'react-router';
import { labels } from '@/messages';
import styles from './HumanServicePrompt.module.css';

/** 'Didn't find a solution? Please contact human customer service', opening the service chat. */
export function HumanServicePrompt() {
  return (
    <p className={styles.prompt}>
      {labels.help.noSolution}
      <Link className={styles.link} to="/kefu">
        {labels.help.humanService}
      </Link>
    </p>
  );
}
