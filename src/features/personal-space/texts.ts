export const spaceTexts = {
  title: '个人空间',
  backHome: '学习首页',
  sideMenu: '个人空间菜单',
} as const;

export interface SideMenuGroup {
  title: string;
  items: { label: string; path: string }[];
}

/** Side menu of the personal space; paths are relative to /personal-space. */
export const SIDE_MENU: SideMenuGroup[] = [
  {
    title: '消息',
    items: [
      { label: '待办消息', path: 'messages/index' },
      { label: '我的消息', path: 'notice/index' },
    ],
  },
  {
    title: '工作台',
    items: [
      { label: '工作台', path: 'workbenches/index' },
      { label: '入党申请', path: 'workbenches/rudang' },
      { label: '党费', path: 'workbenches/training-dues' },
      { label: '组织活动', path: 'workbenches/activity' },
    ],
  },
  {
    title: '我的',
    items: [
      { label: '我的', path: 'my/index' },
      { label: '修改密码', path: 'my/modify-pwd' },
      { label: '修改资料', path: 'my/modify-info' },
    ],
  },
];
