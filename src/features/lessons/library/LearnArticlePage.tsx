import { useParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { ArticleView } from '@/components/article/ArticleView';
import { DetailState } from '@/components/article/DetailState';
import { paths } from '@/lib/paths';
import { libraryTexts as t } from './texts';

/** A recommended-reading article, read within its column: previous and next stay in the column. */
export default function LearnArticlePage() {
  const params = useParams();
  const learnId = Number(params.learnId);
  const id = Number(params.id);
  const valid = learnId > 0 && id > 0;
  const query = CmsApi.useNewDetailQuery({ id, categoryId: learnId }, { skip: !valid });
  const back = { to: paths.learnColumn(learnId), label: t.backToColumn };
  const n = query.data;
  return (
    <DetailState isLoading={query.isLoading} error={valid ? query.error : { message: t.notFound }} onRetry={() => void query.refetch()} back={back}>
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
          detailPath={(next) => paths.learnReading(learnId, next)}
          back={back}
        />
      ) : null}
    </DetailState>
  );
}
