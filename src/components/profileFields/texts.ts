export const fieldTexts = {
  choose: '请选择',
  identity: '身份',
  identityHint: '预备党员、正式党员等身份由党组织认定，无需在此选择',
  recordedHint: '由党组织认定，如有出入请联系所在学院党务秘书',
  org: '所在党组织',
  gender: '性别',
} as const;
