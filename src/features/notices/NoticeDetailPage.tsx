import { useParams, useSearchParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { ArticleView } from '@/components/article/ArticleView';
import { DetailState } from '@/components/article/DetailState';
import { listQuery, noticePath, placeOf } from './listPlace';
import { noticeTexts as t } from './texts';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/routeId';

/**
 * /index/noticesDetails/:id: a notice. The list's page and keyword it was opened from ride along
 * in the address (?page=, ?keyword=), also to 上一篇 / 下一篇, so 返回列表 goes back to them; without
 * them, to the list's first page.
 */
export default function NoticeDetailPage() {
  const id = routeId(useParams().id);
  const [params] = useSearchParams();
  const from = placeOf(params);
  const back = { to: `${paths.notices()}${listQuery(from)}`, label: t.backToList };
  const query = CmsApi.useNoticeDetailQuery({ id: id ?? 0 }, { skip: id === null });
  const n = query.data;
  return (
    <DetailState isLoading={query.isLoading} error={id !== null ? query.error : { message: t.noticeNotFound }} onRetry={() => void query.refetch()}
      back={back}
    >
      {n ? (
        <ArticleView
          title={n.title}
          publishedAt={n.publishedAt}
          viewCount={n.viewCount}
          meta={[[t.publisher, n.publisher]]}
          content={n.content}
          prev={n.prev}
          next={n.next}
          detailPath={(next) => noticePath(next, from)}
          back={back}
        />
      ) : null}
    </DetailState>
  );
}
