import { useParams, useSearchParams } from 'react-router-dom';
import { CmsApi } from '@/api/cms';
import { ArticleDetail } from '@/components/article/ArticleDetail';
import { pageParam } from '@/components/listPage';
import { routeId } from '@/lib/routeId';
import { articlePath, listQuery, PARTY_SECTIONS, sectionNamed } from './sections';
import { partyTexts as t } from './texts';
import { usePartyColumns } from './usePartyColumns';

/**
 * /index/party/detail/:id: an article of 党务园地. Asked for within 党务园地 (or within the column
 * its list link named in ?c=), so the server refuses any other news article here and takes
 * 上一篇 / 下一篇 from the same list. The list's page and keyword (?page=, ?q=) ride along, so
 * 返回列表 goes back to where the reader was in that list.
 */
export default function PartyArticleDetail() {
  const id = routeId(useParams().id);
  const [params] = useSearchParams();
  const columns = usePartyColumns();
  const listed = [...(columns.data?.byName.values() ?? [])].find((c) => c.id === Number(params.get('c')));
  const from = { column: listed?.id, page: pageParam(params.get('page')), keyword: params.get('q')?.trim() ?? '' };
  const scope = listed?.id ?? columns.data?.root?.id;
  const valid = id !== null;
  const query = CmsApi.useNewDetailQuery({ id: id ?? 0, categoryId: scope }, { skip: !valid || scope === undefined });
  const n = query.data;
  // back to the article's own column; before it is known, the list it came from or 党务知识;
  // to the page and search it was opened from when that list is this column's
  const section = sectionNamed(n?.categoryName) ?? sectionNamed(listed?.name) ?? PARTY_SECTIONS[1];
  const fromThisList = listed !== undefined && listed.name === section.name;
  const back = { to: fromThisList ? `${section.path}${listQuery(from.page, from.keyword)}` : section.path, label: t.backToList };
  const noColumns = columns.data !== undefined && columns.data.root === null;
  const error = !valid || noColumns ? { message: t.notFound } : (columns.error ?? query.error);
  return (
    <ArticleDetail
      isLoading={valid && !noColumns && (columns.isLoading || query.isLoading)}
      error={error}
      onRetry={() => void (columns.isError ? columns.refetch() : query.refetch())}
      back={back}
      article={n}
      meta={(a) => [
        [t.source, a.source],
        [t.author, a.author],
      ]}
      cover
      detailPath={(next) => articlePath(next, from)}
    />
  );
}
