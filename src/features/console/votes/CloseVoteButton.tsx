import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import type { VoteConsoleDetail } from '@contract/vote';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { VoteApi } from '@/api/vote';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useAppDispatch } from '@/store/hooks';
import { voteTexts as t } from './texts';

/** 提前结束投票, after a confirmation; the server's refusal (already ended, say) shown in the dialog. */
export function CloseVoteButton({ vote }: { vote: VoteConsoleDetail }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [close, closing] = VoteApi.useCloseMutation();
  const dispatch = useAppDispatch();
  const confirm = async () => {
    setError(null);
    try {
      await close({ voteId: vote.id }).unwrap();
      setOpen(false);
      dispatch(toastRequested({ type: 'success', title: t.closed }));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <>
      <Button size="sm" variant="outline" minH={{ base: '44px', md: 'auto' }} onClick={() => setOpen(true)}>
        {t.closeVote}
      </Button>
      <ConfirmDialog
        open={open}
        title={t.closeVote}
        cancelText={t.cancel}
        confirmText={t.closeYes}
        submitting={closing.isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => {
          setOpen(false);
          setError(null);
        }}
      >
        <Text>{t.closeConfirm}</Text>
      </ConfirmDialog>
    </>
  );
}
