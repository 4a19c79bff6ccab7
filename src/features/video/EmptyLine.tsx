import { Text } from '@chakra-ui/react';

/** An empty list's line, readable on the dark video page (the shared empty state is for light cards). */
export function EmptyLine({ text }: { text: string }) {
  return (
    <Text textAlign="center" py="6" fontSize="sm" color="whiteAlpha.700">
      {text}
    </Text>
  );
}
