import { Box } from '@chakra-ui/react';
import { unreadFigure } from './unread';

/** A small red count (1..99, 99+) beside 消息 entries; nothing at 0. The link it sits in says the number in words. */
export function UnreadPill({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Box
      as="span"
      data-testid="unread-pill"
      aria-hidden="true"
      display="inline-block"
      minW="18px"
      h="18px"
      px="1"
      borderRadius="full"
      bg="brand.600"
      color="white"
      fontSize="xs"
      fontWeight="bold"
      lineHeight="18px"
      textAlign="center"
      flexShrink={0}
    >
      {unreadFigure(count)}
    </Box>
  );
}
