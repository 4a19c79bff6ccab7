import { Alert } from '@chakra-ui/react';

/** What a dialog's last action came to: done, or refused with the server's reason. */
export interface Outcome {
  ok: boolean;
  text: string;
}

/** The outcome of a dialog's last action as a small alert; nothing before the first action. */
export function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Alert.Root status={outcome.ok ? 'success' : 'error'} size="sm">
      <Alert.Indicator />
      <Alert.Title>{outcome.text}</Alert.Title>
    </Alert.Root>
  );
}
