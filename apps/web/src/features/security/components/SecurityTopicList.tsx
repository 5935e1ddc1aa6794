import type { SecurityTopic } from '../security-topics';
import styles from './SecurityTopicList.module.css';

/** The topics of one tab, each a heading and its paragraphs. */
export function SecurityTopicList({ topics }: { topics: readonly SecurityTopic[] }) {
  return (
    <div className={styles.list}>
      {topics.map((topic) => (
        <article key={topic.title} className={styles.topic} aria-label={topic.title}>
          <h2 className={styles.title}>{topic.title}</h2>
          {topic.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>{paragraph}</p>
          ))}
        </article>
      ))}
    </div>
  );
}
