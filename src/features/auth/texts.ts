export const loginTexts = {
  welcome: '欢迎登录',
  subtitle: '不忘初心 · 牢记使命',
  account: '账号',
  password: '密码',
  captcha: '验证码',
  captchaAlt: '图形验证码，点击刷新',
  captchaRefresh: '看不清？点击图片换一张',
  remember: '记住账号',
  submit: '登录',
  submitting: '登录中…',
  forgot: '忘记密码',
  register: '注册账号',
  accountRequired: '请输入账号',
  passwordRequired: '请输入密码',
  captchaRequired: '请输入验证码',
  captchaLoading: '加载中',
  notice: '登录须知',
} as const;

export const mailTexts = {
  email: '邮箱',
  emailRequired: '请输入邮箱',
  emailInvalid: '邮箱格式不正确',
  mailCode: '邮箱验证码',
  mailCodeInvalid: '请输入 6 位数字验证码',
  send: '获取验证码',
  resend: (s: number) => `${s} 秒后重新发送`,
  sent: '验证码已发送，请查收邮件',
  // the server answers a reset the same whether or not the account owns the address
  sentIfMatched: '如果账号与邮箱匹配，验证码已发送到该邮箱，请查收',
} as const;

export const forgotTexts = {
  title: '找回密码',
  newPassword: '新密码',
  confirm: '确认新密码',
  mismatch: '两次输入的密码不一致',
  submit: '重置密码',
  done: '密码已重置，请使用新密码登录',
  cancel: '取消',
} as const;

export const registerTexts = {
  title: '注册账号',
  name: '姓名',
  nameInvalid: '姓名需为 2-20 个字',
  accountInvalid: '账号为 4-32 位字母、数字或 _ . @ -',
  gender: '性别',
  identity: '身份',
  identityApplicant: '入党申请人',
  identityHint: '自行注册的账号身份为入党申请人，由所在党支部确认后变更；确认前看不到支部事务，也不能报名培训班',
  org: '所在党组织',
  submit: '注册',
  done: '注册成功，欢迎加入',
} as const;

export const ssoTexts = {
  /** the button's text when the server gives none (SSO_LABEL) */
  defaultLabel: '统一身份认证登录',
  or: '或',
  signingIn: '正在通过统一身份认证登录…',
  loggedOut: '已退出本平台。',
  providerLogout: '同时退出统一身份认证',
} as const;
