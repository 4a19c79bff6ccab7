import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { PersonRow } from '@contract/people';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { PeopleApi } from '@/api/people';
import { allPages } from '@/lib/allPages';
import { buildCsv } from '@/lib/csv';
import { saveTextFile } from '@/lib/saveFile';
import { useAppDispatch } from '@/store/hooks';
import { beijingDay } from '../beijingTime';
import type { PeopleFilter } from './peopleParams';
import { peopleQuery } from './peopleParams';
import { peopleTexts as t } from './texts';

export const peopleCsv = (rows: readonly PersonRow[]) =>
  buildCsv(
    t.csvHeads,
    rows.map((p) => [
      p.name,
      p.account,
      p.branchName,
      p.identityName,
      p.stageName,
      p.status === 1 ? t.active : t.disabled,
      p.defaultPassword ? t.yes : t.no,
    ]),
  );

/** 导出 CSV: every learner the filters select (all pages, not only the one on screen), as one file. */
export function ExportPeople({ filter }: { filter: PeopleFilter }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const rows = await allPages((pageNum, pageSize) =>
        dispatch(PeopleApi.endpoints.list.initiate({ ...peopleQuery(filter), pageNum, pageSize }, { subscribe: false })).unwrap(),
      );
      saveTextFile(peopleCsv(rows), t.csvName(beijingDay(new Date())));
    } catch (e) {
      dispatch(toastRequested({ type: 'error', title: errorMessage(e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" loading={busy} loadingText={t.exporting} onClick={() => void run()}>
      {t.exportCsv}
    </Button>
  );
}
