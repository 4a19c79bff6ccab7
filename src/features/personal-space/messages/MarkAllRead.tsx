import { Button } from '@chakra-ui/react';
import type { MessageKind } from '@contract/centerMessages';
import { CenterApi } from '@/api/center';
import { isApiError } from '@/api/apiError';
import { toaster } from '@/components/toaster';
import { messageTexts as t } from './texts';

/** 全部标为已读 (of one kind, or of all): off when nothing is unread. */
export function MarkAllRead({ kind, unread, onDone }: { kind?: MessageKind; unread: number; onDone?: () => void }) {
  const [readAll, state] = CenterApi.useSetReadAllMutation();
  const run = async () => {
    try {
      await readAll(kind ? { kind } : {}).unwrap();
    } catch (error) {
      // network failures and timeouts have been told by the baseQuery; a refusal (10002) is told here
      if (isApiError(error) && error.kind === 'code') toaster.create({ type: 'error', title: error.message });
      return;
    }
    toaster.create({ type: 'success', title: t.readAllDone });
    onDone?.();
  };
  return (
    <Button
      size="sm"
      minH={{ base: '44px', md: 'auto' }}
      variant="outline"
      colorPalette="brand"
      disabled={unread === 0 || state.isLoading}
      loading={state.isLoading}
      onClick={() => void run()}
    >
      {t.readAll}
    </Button>
  );
}
