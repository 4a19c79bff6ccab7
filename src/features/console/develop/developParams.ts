import { STAGE_ORDER, type DevelopStage } from '@contract/develop';
import { STEP_COUNT } from '@contract/developSteps';
import type { Req } from '@contract/index';
import { pageParam } from '@/components/listPage';
import { routeId } from '@/lib/routeId';

// The list's filters live in its address (?q=&branch=&stage=&step=&page=), so Back, a reload and
// the way back from a person's page show the same list.

export interface DevelopFilter {
  keyword: string;
  branchId: number | null;
  stage: DevelopStage | null;
  /** 下一步: the people whose next step is this one (and the step a batch records) */
  step: number | null;
  page: number;
}

const isStage = (v: string | null): v is DevelopStage => STAGE_ORDER.includes(v as DevelopStage);

export function readDevelopFilter(params: URLSearchParams): DevelopFilter {
  const step = routeId(params.get('step'));
  const stage = params.get('stage');
  return {
    keyword: (params.get('q') ?? '').trim().slice(0, 50),
    branchId: routeId(params.get('branch')),
    stage: isStage(stage) ? stage : null,
    step: step !== null && step <= STEP_COUNT ? step : null,
    page: pageParam(params.get('page')),
  };
}

/** The query string of a filter ('' for no filter on page 1). */
export function developSearch(f: DevelopFilter): string {
  const p = new URLSearchParams();
  if (f.keyword) p.set('q', f.keyword);
  if (f.branchId !== null) p.set('branch', String(f.branchId));
  if (f.stage !== null) p.set('stage', f.stage);
  if (f.step !== null) p.set('step', String(f.step));
  if (f.page > 1) p.set('page', String(f.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export const isFiltered = (f: DevelopFilter) => f.keyword !== '' || f.branchId !== null || f.stage !== null || f.step !== null;

/** The body of developRecord/list for a filter and a page. */
export function developQuery(f: DevelopFilter, pageSize: number): Req<'developRecord', 'list'> {
  return {
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.branchId !== null ? { branchId: f.branchId } : {}),
    ...(f.stage !== null ? { stage: f.stage } : {}),
    ...(f.step !== null ? { nextStep: f.step } : {}),
    pageNum: f.page,
    pageSize,
  };
}
