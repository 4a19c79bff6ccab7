import { useState } from 'react';
import { Button, Code, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '@/api/errors';
import { RosterApi } from '@/api/roster';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { RosterPerson } from './personActionTypes';
import { rosterTexts as t } from './rosterTexts';

/** 重置密码: confirm, then the new initial password once (the server keeps only its hash), with a copy button. */
export function ResetPasswordDialog({ person, onClose, onDone }: { person: RosterPerson; onClose: () => void; onDone: () => void }) {
  const [reset, state] = RosterApi.useResetPasswordMutation();
  const [password, setPassword] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      setPassword((await reset({ id: person.id }).unwrap()).password);
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password ?? '');
      setCopied(t.copied);
    } catch {
      setCopied(t.copyFailed);
    }
  };

  if (password === null)
    return (
      <ConfirmDialog
        open
        title={t.resetTitle(person.name)}
        cancelText={t.cancel}
        confirmText={t.resetDo}
        loadingText={t.resetting}
        submitting={state.isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onClose={onClose}
      >
        <Text>{t.resetConfirm}</Text>
      </ConfirmDialog>
    );
  return (
    // closes only through 完成: the password is not shown again
    <Dialog.Root open role="alertdialog" size="sm" closeOnInteractOutside={false} onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.newPassword}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  {person.name}（{person.account}）
                </Text>
                <HStack gap="2" flexWrap="wrap">
                  <Code fontSize="lg" px="3" py="1" data-testid="new-password" userSelect="all">
                    {password}
                  </Code>
                  <Button size="sm" variant="outline" onClick={() => void copy()}>
                    {t.copy}
                  </Button>
                </HStack>
                {copied ? (
                  <Text fontSize="sm" color="gray.600" role="status">
                    {copied}
                  </Text>
                ) : null}
                <Text fontWeight="semibold">{t.mustChange}</Text>
                <Text fontSize="sm" color="gray.600">
                  {t.passwordOnce}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {t.done}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
