import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import type { Reader } from '@contract/notify';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { NotifyApi } from '@/api/notify';
import { useAppDispatch } from '@/store/hooks';
import { downloadFile } from './downloadFile';
import { readersCsv, readersCsvName } from './readersCsv';
import { messagesTexts as t } from './texts';

/** the largest page the server gives (contract PageQuery) */
const EXPORT_PAGE = 100;

/** 导出 CSV: every recipient of the message, read or not, fetched page by page and saved as one file. */
export function ExportReaders({ id, title }: { id: number; title: string }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const all: Reader[] = [];
      for (let pageNum = 1; ; pageNum += 1) {
        const page = await dispatch(
          NotifyApi.endpoints.readers.initiate({ id, pageNum, pageSize: EXPORT_PAGE }, { subscribe: false }),
        ).unwrap();
        all.push(...page.list);
        if (page.list.length < EXPORT_PAGE || all.length >= page.total) break;
      }
      downloadFile(readersCsv(all), readersCsvName(title, new Date()), 'text/csv;charset=utf-8');
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
