import { MAX_ID } from '@contract/common';

// The unit picked (?org=<id>) travels in the address, so a figure's list, a reload and a shared link
// keep it. Anything that is not an id reads as the whole scope; the server refuses an id outside it.

export const ORG_PARAM = 'org';

export function orgParam(params: URLSearchParams): number | undefined {
  const raw = params.get(ORG_PARAM);
  if (raw === null || !/^[1-9]\d*$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

export const orgSearch = (orgId: number | undefined) => (orgId === undefined ? '' : `?${ORG_PARAM}=${orgId}`);
