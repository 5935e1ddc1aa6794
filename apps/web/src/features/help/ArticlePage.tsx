import { ARTICLE_TYPES } from '@lobby/contract';
import { SpinLoading } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/query-state/EmptyState';
import { QueryState } from '@/components/query-state/QueryState';
import { SafeHtml } from '@/components/SafeHtml';
import { PageHeader } from '@/components/layout/PageHeader';
import { labelIn, labels } from '@/messages';
import { useArticle } from './api/get-article';
import styles from './ArticlePage.module.css';
import { HumanServicePrompt } from './components/HumanServicePrompt';

/** /boutBallBetInfo?type=: a help article titled by its type (type 6 has none), then the human-service prompt (part 1 §2). */
export default function ArticlePage() {
  const [params] = useSearchParams();
  const type = Number(params.get('type'));
  const article = useArticle(type);
  // A type with no article (6 has none in the spec's list) is not asked for: it is empty, not a failure.
  if (!(ARTICLE_TYPES as readonly number[]).includes(type)) {
    return (
      <>
        <PageHeader title="" />
        <EmptyState />
        <HumanServicePrompt />
      </>
    );
  }
  return (
    <>
      <PageHeader title={labelIn(labels.help.articleTitles, String(type)) ?? ''} />
      {/* The spec's failed article shows no message (part 1 §8: no toast, the call is silent); the screen
          still says it failed and offers 重试, rather than staying blank (issue 10). */}
      <QueryState query={article} loading={
        <div className={styles.loading} role="status" aria-label={labels.loading()}>
          <SpinLoading />
        </div>
      }>
        {(data) => (
          <>
            {/* An article the operator left empty (type 6 has none) says so rather than leaving a blank page. */}
            {data.content.trim() ? <SafeHtml className={styles.content} html={data.content} /> : <EmptyState />}
            <HumanServicePrompt />
          </>
        )}
      </QueryState>
    </>
  );
}
