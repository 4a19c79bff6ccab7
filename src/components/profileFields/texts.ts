export const fieldTexts = {
  choose: '请选择',
  identity: '身份',
  org: '所在党组织',
  gender: '性别',
} as const;
