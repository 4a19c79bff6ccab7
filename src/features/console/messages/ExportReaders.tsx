import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { NotifyApi } from '@/api/notify';
import { allPages } from '@/lib/allPages';
import { saveTextFile } from '@/lib/saveFile';
import { useAppDispatch } from '@/store/hooks';
import { readersCsv, readersCsvName } from './readersCsv';
import { messagesTexts as t } from './texts';

/** 导出 CSV: every recipient of the message, read or not, fetched page by page and saved as one file. */
export function ExportReaders({ id, title }: { id: number; title: string }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const all = await allPages((pageNum, pageSize) =>
        dispatch(NotifyApi.endpoints.readers.initiate({ id, pageNum, pageSize }, { subscribe: false })).unwrap(),
      );
      saveTextFile(readersCsv(all), readersCsvName(title, new Date()));
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
