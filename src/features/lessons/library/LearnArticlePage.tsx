import { useParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { ArticleDetail } from '@/components/article/ArticleDetail';
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
    learnId === null || (columns.data && !column)
      ? { message: t.columnNotFound }
      : column && id === null
        ? { message: t.articleNotFound }
        : undefined;
  const back = column ? { to: paths.learnColumn(column.id), label: t.backToColumn } : toColumns;
  return (
    <ArticleDetail
      isLoading={!refusal && (columns.isLoading || query.isLoading)}
      error={refusal ?? columns.error ?? query.error}
      onRetry={() => void (columns.isError ? columns.refetch() : query.refetch())}
      back={back}
      article={column ? query.data : undefined}
      meta={(n) => [
        [t.column, n.categoryName],
        [t.source, n.source],
        [t.author, n.author],
      ]}
      detailPath={(next) => paths.learnReading(column?.id ?? 0, next)}
    />
  );
}
