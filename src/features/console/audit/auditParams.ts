import { pageParam } from '@/components/listPage';

// The audit log's filters in its address (?account=&action=&from=&to=&page=).

export interface AuditFilter {
  account: string;
  action: string;
  /** YYYY-MM-DD or '' */
  from: string;
  to: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (v: string | null) => (v && DATE.test(v) ? v : '');

export function readAuditFilter(params: URLSearchParams): AuditFilter {
  return {
    account: (params.get('account') ?? '').trim().slice(0, 50),
    action: (params.get('action') ?? '').trim().slice(0, 50),
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    page: pageParam(params.get('page')),
  };
}

export function auditSearch(f: AuditFilter): URLSearchParams {
  const p = new URLSearchParams();
  for (const key of ['account', 'action', 'from', 'to'] as const) if (f[key]) p.set(key, f[key]);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
}

/** The body of audit/list: only the filters that are set. */
export function auditBody(f: AuditFilter, pageNum: number, pageSize: number) {
  return {
    ...(f.account ? { account: f.account } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    pageNum,
    pageSize,
  };
}

/** A JSON text as indented lines (what was changed, before and after); other text as it is. */
export function prettyJson(text: string): string {
  if (!text) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
