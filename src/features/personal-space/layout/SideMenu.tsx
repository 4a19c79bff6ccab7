import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { UnreadPill } from '@/components/messages/UnreadPill';
import { useUnreadCounts } from '@/components/messages/unread';
import { paths } from '@/lib/paths';
import { SIDE_MENU, spaceTexts } from './texts';

/**
 * The entry of the current page. A message opened from elsewhere (待办消息, 工作台: their links pass
 * `state.from`) keeps that entry lit rather than 我的消息; opened without it, 我的消息.
 */
function isCurrent(pathname: string, path: string, from: string | undefined): boolean {
  if (pathname === path) return true;
  if (pathname === paths.spaceNoticeDetail() && from && SIDE_MENU.some((g) => g.items.some((i) => i.path === from))) return path === from;
  // messages/detail pages keep their list entry highlighted; rudang-list / rudang-apply keep 入党申请
  if (path === paths.spaceMessages() || path === paths.spaceNotices()) return pathname.startsWith(path.replace(/index$/, ''));
  if (path === paths.rudang()) return pathname.startsWith(`${path}-`);
  return false;
}

/** Where the location's `state.from` points, when it names a page (messages opened from a list). */
function fromOf(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : undefined;
}

/** The label of the entry lit for the current page (the phone's menu button says where one is). */
export function useCurrentEntry(): string | undefined {
  const { pathname, state } = useLocation();
  for (const group of SIDE_MENU) for (const item of group.items) if (isCurrent(pathname, item.path, fromOf(state))) return item.label;
  return undefined;
}

/** The menu beside the page; `inDrawer`: the same entries in the phone's drawer, whose title names it. */
export function SideMenu({ inDrawer = false }: { inDrawer?: boolean }) {
  const { pathname, state } = useLocation();
  const from = fromOf(state);
  const counts = useUnreadCounts();
  return (
    <Box
      as="nav"
      aria-label={spaceTexts.sideMenu}
      bg="white"
      borderRadius={inDrawer ? undefined : 'md'}
      boxShadow={inDrawer ? undefined : 'xs'}
      py={inDrawer ? '0' : '3'}
    >
      {inDrawer ? null : (
        <Text as="h2" px="4" pb="2" mb="1" fontSize="md" fontWeight="bold" color="brand.600" borderBottomWidth="1px">
          {spaceTexts.title}
        </Text>
      )}
      {SIDE_MENU.map((group) => (
        <Box key={group.title} mb="2">
          <Text px="4" py="1" fontSize="xs" color="fg.subtle" fontWeight="bold">
            {group.title}
          </Text>
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
            {group.items.map((item) => {
              const active = isCurrent(pathname, item.path, from);
              const unread = item.count && counts ? counts[item.count] : 0;
              return (
                <li key={item.path}>
                  <RouterLink
                    to={item.path}
                    aria-current={active ? 'page' : undefined}
                    aria-label={unread > 0 ? spaceTexts.unread(item.label, unread) : undefined}
                  >
                    <Flex
                      justify="space-between"
                      align="center"
                      px="4"
                      py={inDrawer ? '3' : '2'}
                      minH={inDrawer ? '48px' : undefined}
                      fontSize={inDrawer ? 'md' : 'sm'}
                      borderLeftWidth="3px"
                      borderLeftColor={active ? 'brand.600' : 'transparent'}
                      bg={active ? 'brand.50' : 'transparent'}
                      color={active ? 'brand.600' : 'inherit'}
                      fontWeight={active ? 'bold' : 'normal'}
                      _hover={{ bg: 'brand.50' }}
                    >
                      {item.label}
                      <UnreadPill count={unread} />
                    </Flex>
                  </RouterLink>
                </li>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
