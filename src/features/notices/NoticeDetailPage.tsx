import { useParams, useSearchParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { ArticleDetail } from '@/components/article/ArticleDetail';
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
  return (
    <ArticleDetail
      isLoading={query.isLoading}
      error={id !== null ? query.error : { message: t.noticeNotFound }}
      onRetry={() => void query.refetch()}
      back={back}
      article={query.data}
      meta={(n) => [[t.publisher, n.publisher]]}
      detailPath={(next) => noticePath(next, from)}
    />
  );
}
