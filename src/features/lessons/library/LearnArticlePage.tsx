import { useParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { ArticleView } from '@/components/article/ArticleView';
import { DetailState } from '@/components/article/DetailState';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';
import { libraryTexts as t } from './texts';
import { useLearnColumns } from './useLearnColumns';

/**
 * A recommended-reading article, read within its column: previous and next stay in the column.
 * Only a column under 学习专栏 (as on the column page): another news column's id in the address
 * (/learn/1/1, 党建要闻) is not found, with the way back to 学习专栏, and its article is not asked for.
 */
export default function LearnArticlePage() {
  const params = useParams();
  const learnId = routeId(params.learnId);
  const id = routeId(params.id);
  const columns = useLearnColumns();
  const column = learnId === null ? undefined : columns.data?.find((c) => c.id === learnId);
  const query = CmsApi.useNewDetailQuery({ id: id ?? 0, categoryId: column?.id ?? 0 }, { skip: !column || id === null });
  const toColumns = { to: paths.learnColumns(), label: t.backToColumns };
  // why there is nothing to show before asking for the article: no such learning column, or no such article
  const refusal =
    learnId === null || (columns.data && !column) ? { message: t.columnNotFound } : column && id === null ? { message: t.articleNotFound } : undefined;
  const back = column ? { to: paths.learnColumn(column.id), label: t.backToColumn } : toColumns;
  const n = query.data;
  return (
    <DetailState
      isLoading={!refusal && (columns.isLoading || query.isLoading)}
      error={refusal ?? columns.error ?? query.error}
      onRetry={() => void (columns.isError ? columns.refetch() : query.refetch())}
      back={back}
    >
      {column && n ? (
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
          detailPath={(next) => paths.learnReading(column.id, next)}
          back={back}
        />
      ) : null}
    </DetailState>
  );
}
