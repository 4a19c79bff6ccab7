import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { toastRequested } from '@/api/apiEvents';
import { errorMessage } from '@/api/errors';
import { RosterApi } from '@/api/roster';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useAppDispatch } from '@/store/hooks';
import { EditPersonDialog } from './EditPersonDialog';
import type { RosterPerson } from './personActionTypes';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { rosterTexts as t } from './rosterTexts';

export type { RosterPerson } from './personActionTypes';

type Open = 'edit' | 'reset' | 'status' | null;

/**
 * The person page's actions: 修改资料, 重置密码, 停用/启用. The page refetches the person through
 * onChanged after each success (its data lives in another API group).
 */
export function PersonActions({ person, onChanged }: { person: RosterPerson; onChanged?: () => void }) {
  const [open, setOpen] = useState<Open>(null);
  const [setStatus, statusState] = RosterApi.useSetStatusMutation();
  const [statusError, setStatusError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const active = person.status === 1;
  const close = () => {
    setOpen(null);
    setStatusError(null);
  };

  const toggle = async () => {
    setStatusError(null);
    try {
      await setStatus({ id: person.id, status: active ? 0 : 1 }).unwrap();
      dispatch(toastRequested({ type: 'success', title: active ? t.disabled : t.enabled }));
      close();
      onChanged?.();
    } catch (e) {
      setStatusError(errorMessage(e));
    }
  };

  return (
    <>
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setOpen('edit')}>
          {t.edit}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOpen('reset')}>
          {t.reset}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setOpen('status')}>
          {active ? t.disable : t.enable}
        </Button>
      </HStack>
      {open === 'edit' ? (
        <EditPersonDialog
          person={person}
          onClose={close}
          onSaved={() => {
            close();
            onChanged?.();
          }}
        />
      ) : null}
      {open === 'reset' ? <ResetPasswordDialog person={person} onClose={close} onDone={() => onChanged?.()} /> : null}
      <ConfirmDialog
        open={open === 'status'}
        title={active ? t.disableTitle(person.name) : t.enableTitle(person.name)}
        cancelText={t.cancel}
        confirmText={active ? t.disable : t.enable}
        loadingText={t.working}
        submitting={statusState.isLoading}
        error={statusError}
        onConfirm={() => void toggle()}
        onClose={close}
      >
        <Text>{active ? t.disableBody : t.enableBody}</Text>
      </ConfirmDialog>
    </>
  );
}
