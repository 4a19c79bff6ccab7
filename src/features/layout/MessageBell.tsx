import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { UnreadPill } from '@/components/messages/UnreadPill';
import { useUnreadCounts } from '@/components/messages/unread';
import { selectIsLoggedIn } from '@/store/auth/selectors';
import { paths } from '@/lib/paths';
import { layoutTexts as t } from './texts';

/** A bell (inline: the app ships no icon set). */
function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/** 消息 in the header: a bell and the learner's unread count, to 我的消息; no count at 0 or when it cannot be had. */
export function MessageBell() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const unread = useUnreadCounts()?.unread ?? 0;
  if (!loggedIn) return null;
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      gap="1"
      minH={{ base: '44px', md: 'auto' }}
      minW={{ base: '44px', md: 'auto' }}
      px={{ base: '2', md: '3.5' }}
      _hover={{ color: 'brand.600' }}
    >
      <RouterLink to={paths.spaceNotices()} aria-label={t.messagesLabel(unread)}>
        <BellIcon />
        {/* a phone shows the bell and the count; the link's name still says 消息 */}
        <Box as="span" hideBelow="md">
          {t.messages}
        </Box>
        <UnreadPill count={unread} />
      </RouterLink>
    </Button>
  );
}
