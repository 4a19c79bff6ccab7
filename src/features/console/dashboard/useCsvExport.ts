import { useState } from 'react';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { saveTextFile } from '@/lib/saveFile';
import { useAppDispatch } from '@/store/hooks';
import { dashboardTexts as t } from './texts';

/** Runs an export (build the file's text and name, with its row count), saving it; a failure is kept to show beside the button. */
export function useCsvExport(build: () => Promise<{ text: string; name: string; rows: number }>) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const { text, name, rows } = await build();
      saveTextFile(text, name);
      dispatch(toastRequested({ type: 'success', title: t.exported(rows) }));
    } catch (e) {
      setError(`${t.exportFailed}：${errorMessage(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
