import { Alert } from '@chakra-ui/react';
import { errorMessage } from '@/api/errors';

/** The message of a rejected call, shown next to the form that sent it. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert.Root status="error" size="sm" role="alert">
      <Alert.Indicator />
      <Alert.Title>{errorMessage(error)}</Alert.Title>
    </Alert.Root>
  );
}
