import type { BaseSetting, VideoSetting } from '../../../contract/base';

// The two setting rows, stored as the JSON strings getSetting hands out unchanged.
export const SCHOOL = '华东理工科技大学';

export const baseSetting: BaseSetting = {
  platformName: '智慧党建培训平台',
  logoUrl: '/uploads/demo/logo.svg',
  footerText: `主办：中共${SCHOOL}委员会组织部\u3000承办：${SCHOOL}党校`,
  copyright: `© 2026 ${SCHOOL}党委组织部 版权所有`,
  icp: '沪ICP备20260421号-1',
  contactPhone: '021-6425 3108',
  helpUrl: '/help/',
  registerEnabled: true,
  loginNotice:
    '请使用学号或工号登录。首次登录请及时修改初始密码；连续 5 次输错密码，账号将被锁定 15 分钟。如有疑问请联系党校办公室（行政楼 305 室）。',
};

export const videoSetting: VideoSetting = {
  heartbeatSeconds: 30,
  allowSeek: false,
  maxSpeed: 1.5,
  completeRatio: 0.9,
  pauseOnBlur: true,
};

export const settingRows = (now: string) => [
  { key: 'base', value: JSON.stringify(baseSetting), updatedAt: now },
  { key: 'video', value: JSON.stringify(videoSetting), updatedAt: now },
];
