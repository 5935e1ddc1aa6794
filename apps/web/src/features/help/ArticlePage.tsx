import { ARTICLE_TITLES, type ArticleType } from '@lobby/contract';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/features/layout/PageHeader';

/** /boutBallBetInfo?type=: an article; its title follows the type, and type 6 has none (part 1 §2). */
export default function ArticlePage() {
  const [searchParams] = useSearchParams();
  const type = Number(searchParams.get('type')) as ArticleType;
  return <PageHeader title={ARTICLE_TITLES[type] ?? ''} />;
}
