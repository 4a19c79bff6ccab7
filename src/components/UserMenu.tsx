import { Avatar, Button, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from './hooks';
import { selectUserInfo } from './session/selectors';
import { useLogout } from './session/useLogout';
import { userMenuTexts as t } from './texts';
import { paths } from '@/lib/paths';

/** The user's name and avatar; opens 帮助 / 消息 / 个人空间 / 退出登录. */
export function UserMenu({ onHelp }: { onHelp: () => void }) {
  const user = useAppSelector(selectUserInfo);
  const navigate = useNavigate();
  const logout = useLogout();

  const onSelect = (value: string) => {
    if (value === 'help') onHelp();
    else if (value === 'messages') navigate(paths.spaceMessages());
    else if (value === 'space') navigate(paths.personalSpace());
    else if (value === 'logout') void logout();
  };

  return (
    <Menu.Root onSelect={(d) => onSelect(d.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${t.userMenu} ${user?.name ?? ''}`} gap="2">
          <Avatar.Root size="xs">
            <Avatar.Fallback name={user?.name} />
            {user?.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt="" /> : null}
          </Avatar.Root>
          {user?.name}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="140px">
            <Menu.Item value="help">{t.help}</Menu.Item>
            <Menu.Item value="messages">{t.messages}</Menu.Item>
            <Menu.Item value="space">{t.personalSpace}</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" color="fg.error">
              {t.logout}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
