import { HELP_TOPIC_ORDER } from '@lobby/contract';
import { LeftOutline, RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { useGoBack } from '@/components/layout/useGoBack';
import { labels } from '@/messages';
import styles from './HelpScreen.module.css';
import { HumanServicePrompt } from './HumanServicePrompt';
import { href } from '@/route-table';

/** The help centre: greeting header with a back arrow, the seven topics, the human-service prompt. */
export function HelpScreen() {
  const goBack = useGoBack();
  return (
    <>
      <header className={styles.greeting}>
        <button type="button" className={styles.back} aria-label={labels.header.back()} onClick={goBack}>
          <LeftOutline />
        </button>
        <h1 className={styles.hello}>{labels.help.greeting()}</h1>
        <p className={styles.question}>{labels.help.greetingQuestion()}</p>
      </header>
      <nav aria-label={labels.help.topics()}>
        <ul className={styles.topics}>
          {HELP_TOPIC_ORDER.map((type) => (
            <li key={type}>
              <Link className={styles.topic} to={href('boutBallBetInfo', { type })}>
                {labels.help.articleTitles[type]()}
                <RightOutline />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <HumanServicePrompt />
    </>
  );
}
