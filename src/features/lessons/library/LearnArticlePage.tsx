import { useParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { ArticleView } from '@/components/article/ArticleView';
import { DetailState } from '@/components/article/DetailState';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { libraryTexts as t } from './texts';

/** A recommended-reading article, read within its column: previous and next stay in the column. */
export default function LearnArticlePage() {
  const params = useParams();
  const learnId = routeId(params.learnId);
  const id = routeId(params.id);
  const valid = learnId !== null && id !== null;
  const query = CmsApi.useNewDetailQuery({ id: id ?? 0, categoryId: learnId ?? 0 }, { skip: !valid });
  const back = learnId !== null ? { to: paths.learnColumn(learnId), label: t.backToColumn } : { to: paths.learnColumns(), label: t.backToColumns };
  const n = query.data;
  return (
    <DetailState isLoading={query.isLoading} error={valid ? query.error : { message: t.articleNotFound }} onRetry={() => void query.refetch()} back={back}>
      {n ? (
        <ArticleView
          title={n.title}
          publishedAt={n.publishedAt}
          viewCount={n.viewCount}
          meta={[
            [t.column, n.categoryName],
            [t.source, n.source],
            [t.author, n.author],
          ]}
          content={n.content}
          prev={n.prev}
          next={n.next}
          detailPath={(next) => paths.learnReading(learnId ?? n.categoryId, next)}
          back={back}
        />
      ) : null}
    </DetailState>
  );
}
