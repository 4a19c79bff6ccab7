import { useParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { ArticleDetail } from '@/components/article/ArticleDetail';
import { noticeTexts as t } from './texts';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';

const back = { to: paths.home(), label: t.backHome };

export default function NewsDetailPage() {
  const id = routeId(useParams().id);
  const query = CmsApi.useNewDetailQuery({ id: id ?? 0 }, { skip: id === null });
  return (
    <ArticleDetail
      isLoading={query.isLoading}
      error={id !== null ? query.error : { message: t.newsNotFound }}
      onRetry={() => void query.refetch()}
      back={back}
      article={query.data}
      meta={(n) => [
        [t.category, n.categoryName],
        [t.source, n.source],
        [t.author, n.author],
      ]}
      cover
      detailPath={paths.newsDetail}
    />
  );
}
