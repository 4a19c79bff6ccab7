import type { MessageCounts } from '@contract/centerMessages';
import { paths } from '@/lib/paths';

export const spaceTexts = {
  title: '个人空间',
  sideMenu: '个人空间菜单',
  /** the phone's menu button: where one is in the personal space */
  menuButton: (current: string | undefined) => (current ? `个人空间 · ${current}` : '个人空间'),
  unread: (label: string, n: number) => `${label}（${n} 条未读）`,
} as const;

export interface SideMenuGroup {
  title: string;
  /** `count`: the unread count shown beside the entry */
  items: { label: string; path: string; count?: keyof MessageCounts }[];
}

/** Side menu of the personal space. */
export const SIDE_MENU: SideMenuGroup[] = [
  {
    title: '消息',
    items: [
      { label: '待办消息', path: paths.spaceMessages(), count: 'unreadTodos' },
      { label: '我的消息', path: paths.spaceNotices(), count: 'unread' },
    ],
  },
  {
    title: '工作台',
    items: [
      { label: '工作台', path: paths.workbench() },
      { label: '入党申请', path: paths.rudang() },
      { label: '党费', path: paths.trainingDues() },
      { label: '组织活动', path: paths.orgActivities() },
    ],
  },
  {
    title: '我的',
    items: [
      { label: '我的', path: paths.spaceMe() },
      { label: '修改密码', path: paths.spaceModifyPassword() },
      { label: '修改资料', path: paths.spaceModifyInfo() },
    ],
  },
];
