import { useParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { ArticleView } from '@/components/article/ArticleView';
import { DetailState } from '@/components/article/DetailState';
import { noticeTexts as t } from './texts';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';

const back = { to: paths.home(), label: t.backHome };

export default function NewsDetailPage() {
  const id = routeId(useParams().id);
  const query = CmsApi.useNewDetailQuery({ id: id ?? 0 }, { skip: id === null });
  const n = query.data;
  return (
    <DetailState isLoading={query.isLoading} error={id !== null ? query.error : { message: t.newsNotFound }} onRetry={() => void query.refetch()}
      back={back}
    >
      {n ? (
        <ArticleView
          title={n.title}
          publishedAt={n.publishedAt}
          viewCount={n.viewCount}
          meta={[
            [t.category, n.categoryName],
            [t.source, n.source],
            [t.author, n.author],
          ]}
          coverUrl={n.coverUrl}
          content={n.content}
          prev={n.prev}
          next={n.next}
          detailPath={paths.newsDetail}
          back={back}
        />
      ) : null}
    </DetailState>
  );
}
