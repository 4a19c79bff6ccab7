import type { Req } from '@contract/index';
import { pageParam } from '@/components/listPage';

// The list's filters live in its address (?q=&branch=&identity=&stage=&status=&page=), so Back,
// a reload and the way back from a person's page show the same list.

export interface PeopleFilter {
  keyword: string;
  branchId: number | null;
  identityId: number | null;
  stageId: number | null;
  status: 0 | 1 | null;
  page: number;
}

const idParam = (v: string | null) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n > 0 ? n : null;
};

export function readPeopleFilter(params: URLSearchParams): PeopleFilter {
  const status = params.get('status');
  return {
    keyword: (params.get('q') ?? '').trim().slice(0, 50),
    branchId: idParam(params.get('branch')),
    identityId: idParam(params.get('identity')),
    stageId: idParam(params.get('stage')),
    status: status === '0' ? 0 : status === '1' ? 1 : null,
    page: pageParam(params.get('page')),
  };
}

/** The query string of a filter ('' for no filter on page 1). */
export function peopleSearch(f: PeopleFilter): string {
  const p = new URLSearchParams();
  if (f.keyword) p.set('q', f.keyword);
  if (f.branchId !== null) p.set('branch', String(f.branchId));
  if (f.identityId !== null) p.set('identity', String(f.identityId));
  if (f.stageId !== null) p.set('stage', String(f.stageId));
  if (f.status !== null) p.set('status', String(f.status));
  if (f.page > 1) p.set('page', String(f.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export const isFiltered = (f: PeopleFilter) =>
  f.keyword !== '' || f.branchId !== null || f.identityId !== null || f.stageId !== null || f.status !== null;

/** The body of people/list for a filter (without paging: the page and the export add theirs). */
export function peopleQuery(f: PeopleFilter): Omit<Req<'people', 'list'>, 'pageNum' | 'pageSize'> {
  return {
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.branchId !== null ? { branchId: f.branchId } : {}),
    ...(f.identityId !== null ? { identityId: f.identityId } : {}),
    ...(f.stageId !== null ? { stageId: f.stageId } : {}),
    ...(f.status !== null ? { status: f.status } : {}),
  };
}
