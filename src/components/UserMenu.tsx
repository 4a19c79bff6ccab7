import { Avatar, Box, Button, Menu, Portal } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { OrganiserApi } from '@/api/organiser';
import { useAppSelector } from '@/store/hooks';
import { selectToken, selectUserInfo } from '@/store/auth/selectors';
import { useLogout } from './session/useLogout';
import { userMenuTexts as t } from './texts';
import { paths } from '@/lib/paths';
import { tabNeighbour } from '@/lib/tabOrder';

/**
 * The user's name and avatar; opens 帮助 / 消息 / 个人空间 / 退出登录, and 管理后台 for an account
 * holding an organiser grant (organiser/me; a learner's answer is empty, or a refusal).
 */
export function UserMenu({ onHelp }: { onHelp: () => void }) {
  const user = useAppSelector(selectUserInfo);
  const token = useAppSelector(selectToken);
  const me = OrganiserApi.useMeQuery(token ? undefined : skipToken);
  const organiser = (me.data?.grants.length ?? 0) > 0;
  const navigate = useNavigate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);

  // Tab in the open menu closes it and goes on from the trigger, as in a page without the menu:
  // the menu kept focus, so a keyboard user pressed Tab and nothing happened.
  const onContentKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' || !trigger.current) return;
    e.preventDefault();
    const from = trigger.current;
    const next = tabNeighbour(from, e.shiftKey ? -1 : 1, content.current);
    setOpen(false);
    if (!next) return;
    // The menu gives the focus back to its trigger once it has closed (a microtask after React
    // renders the close): the focus moves on from there, or after a moment if that never comes.
    const moveOn = () => next.focus();
    from.addEventListener('focus', moveOn, { once: true });
    window.setTimeout(() => {
      from.removeEventListener('focus', moveOn);
      const at = document.activeElement;
      if (!at || at === document.body || at === from || content.current?.contains(at)) next.focus();
    }, 250);
  };

  // Each item acts on its own click (a mouse's, or the one the menu sends for Enter), not through
  // the menu's onSelect: that reports the highlighted item only once the menu has taken its open
  // state, and a click on an item that arrives before (a fast hand, a busy computer) selected nothing.
  const act = (fn: () => void) => () => {
    setOpen(false);
    fn();
  };

  return (
    <Menu.Root open={open} onOpenChange={(d) => setOpen(d.open)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          ref={trigger}
          variant="ghost"
          size="sm"
          aria-label={`${t.userMenu} ${user?.name ?? ''}`}
          gap="2"
          minH={{ base: '44px', md: 'auto' }}
          px={{ base: '1.5', md: '3.5' }}
        >
          <Avatar.Root size="xs">
            <Avatar.Fallback name={user?.name} />
            {user?.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt="" /> : null}
          </Avatar.Root>
          {/* a phone shows the avatar alone; the button's name still says who */}
          <Box as="span" hideBelow="md">
            {user?.name}
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content ref={content} minW="140px" onKeyDown={onContentKeyDown}>
            <Menu.Item value="help" onClick={act(onHelp)}>
              {t.help}
            </Menu.Item>
            <Menu.Item value="messages" onClick={act(() => void navigate(paths.spaceMessages()))}>
              {t.messages}
            </Menu.Item>
            <Menu.Item value="space" onClick={act(() => void navigate(paths.personalSpace()))}>
              {t.personalSpace}
            </Menu.Item>
            {organiser ? (
              <Menu.Item value="admin" onClick={act(() => void navigate(paths.admin()))}>
                {t.console}
              </Menu.Item>
            ) : null}
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error" onClick={act(() => void logout())}>
              {t.logout}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
