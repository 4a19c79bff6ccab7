import { Alert } from '@chakra-ui/react';

/** Says the text in the box came back from this computer (the draft mirror), not from the server. */
export function RestoredNotice({ shown, text, mb }: { shown: boolean; text: string; mb?: string }) {
  if (!shown) return null;
  return (
    <Alert.Root status="info" size="sm" mb={mb}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
