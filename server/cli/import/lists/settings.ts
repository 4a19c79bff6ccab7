import { Value } from '@sinclair/typebox/value';
import { BaseSetting, VideoSetting } from '../../../../contract/base';
import { loadBaseSetting, loadVideoSetting } from '../../../modules/base/settings';
import type { Importer } from '../importer';

// 学校设置: the school's name and footer on every page, and the study rules the server applies.
// One item per row; items the file does not name keep their value. The server reads the setting
// rows on each call, so a running server shows the change at once.

type Part = 'base' | 'video';
interface Item {
  part: Part;
  key: keyof BaseSetting | keyof VideoSetting;
  help: string;
  example: string;
  /** the stored value, or the reason the text is not one */
  read(text: string): { value: unknown } | { problem: string };
}

const YES = ['是', '否'];
const yesNo = (text: string) => (YES.includes(text) ? { value: text === '是' } : { problem: `请填写“是”或“否”，不是“${text}”` });
const text =
  (max: number, required = false) =>
  (t: string) =>
    required && !t ? { problem: '不能为空' } : t.length <= max ? { value: t } : { problem: `不能超过 ${max} 个字` };
/** The contract's range of a video rule (contract/base.ts), so the import and the server agree. */
const range = (key: keyof VideoSetting) => {
  const schema = VideoSetting.properties[key] as { minimum?: number; maximum?: number; type?: string };
  return { min: schema.minimum!, max: schema.maximum!, integer: schema.type === 'integer' };
};
const number =
  (key: keyof VideoSetting, percent = false) =>
  (t: string) => {
    const { min, max, integer } = range(key);
    const m = /^(\d+(?:\.\d+)?)(%?)$/.exec(t);
    const n = m ? Number(m[1]) / (m[2] ? 100 : 1) : NaN;
    if (!m || (m[2] && !percent) || (integer && !Number.isInteger(n)) || n < min || n > max) {
      return {
        problem: `“${t}”不在范围内：请填写 ${min}-${max} 之间的${integer ? '整数' : '数'}${percent ? `（也可写成 ${min * 100}%-${max * 100}%）` : ''}`,
      };
    }
    return { value: n };
  };
const url = (t: string) =>
  t === '' || (/^(\/|https?:\/\/)\S*$/.test(t) && t.length <= 300)
    ? { value: t }
    : { problem: '请填写以 / 开头的本站地址（如 /uploads/school/logo.png）或 http(s):// 开头的完整地址' };

// The examples are the template's rows: ×× marks what the school writes in (a template imported
// unchanged must not pass for a real organisation); the study rules' examples are the defaults.
const ITEMS: Record<string, Item> = {
  平台名称: {
    part: 'base',
    key: 'platformName',
    help: '页眉与登录页显示的名称（必填）',
    example: '××大学智慧党建培训平台',
    read: text(30, true),
  },
  标志图片: {
    part: 'base',
    key: 'logoUrl',
    help: '页眉的标志：本站地址（如 /uploads/school/logo.png）或 http(s):// 开头的完整地址；留空用平台自带的标志',
    example: '',
    read: url,
  },
  页脚文字: {
    part: 'base',
    key: 'footerText',
    help: '每页底部第一行，一般写主办、承办单位；留空则页脚不显示这一行',
    example: '主办：中共××大学委员会组织部　承办：××大学党校',
    read: text(200),
  },
  版权: {
    part: 'base',
    key: 'copyright',
    help: '页脚的版权声明；留空则不显示',
    example: '© 2026 ××大学党委组织部 版权所有',
    read: text(100),
  },
  备案号: { part: 'base', key: 'icp', help: '页脚的 ICP 备案号；留空则不显示', example: '京ICP备××××××××号', read: text(50) },
  联系电话: {
    part: 'base',
    key: 'contactPhone',
    help: '学员遇到问题时拨打的电话，显示在页脚与帮助页；留空则不显示',
    example: '0××-××××××××',
    read: text(30),
  },
  帮助页地址: { part: 'base', key: 'helpUrl', help: '“帮助”打开的页面：本站地址或完整地址，平台自带 /help/', example: '/help/', read: url },
  开放注册: {
    part: 'base',
    key: 'registerEnabled',
    help: '是 或 否：登录页是否提供“注册账号”（由学校导入人员时一般填否）',
    example: '否',
    read: yesNo,
  },
  登录页提示: {
    part: 'base',
    key: 'loginNotice',
    help: '登录框下方的说明；留空则不显示',
    example: '请使用学号或工号登录，首次登录请修改初始密码。',
    read: text(300),
  },
  心跳间隔秒数: {
    part: 'video',
    key: 'heartbeatSeconds',
    help: '播放时每隔多少秒向服务器记一次学时，5-300 的整数',
    example: '30',
    read: number('heartbeatSeconds'),
  },
  允许拖动进度: { part: 'video', key: 'allowSeek', help: '是 或 否：能否拖过还没看过的部分', example: '否', read: yesNo },
  最大倍速: { part: 'video', key: 'maxSpeed', help: '播放速度的上限，1-3', example: '1.5', read: number('maxSpeed') },
  完成比例: {
    part: 'video',
    key: 'completeRatio',
    help: '看过视频的多少算完成，0.5-1 或 50%-100%',
    example: '90%',
    read: number('completeRatio', true),
  },
  失去焦点时暂停: { part: 'video', key: 'pauseOnBlur', help: '是 或 否：切换到其他窗口时是否暂停播放', example: '是', read: yesNo },
};
const ITEM_NAMES = Object.keys(ITEMS);

export const settingsImporter: Importer = {
  kind: 'settings',
  title: '学校设置',
  columns: [
    { name: '项目', required: true, help: `每行一项：${ITEM_NAMES.join('、')}；表中没有的项目不变`, example: '平台名称' },
    { name: '值', required: true, help: '该项目的值（要求见模板的“说明”列）', example: ITEMS['平台名称'].example },
    { name: '说明', required: false, help: '该项目的用途与写法（模板写好的，导入时不读）', example: ITEMS['平台名称'].help },
  ],
  // every item a school can set, one row each with its use: the IT person learns from the template
  // what there is (a template of the 平台名称 row alone left the footer's placeholders unexplained)
  templateRows: ITEM_NAMES.map((name) => [name, ITEMS[name].example, ITEMS[name].help]),
  async run(trx, rows, { problems, now }) {
    const current = { base: await loadBaseSetting(trx), video: await loadVideoSetting(trx) } as Record<Part, Record<string, unknown>>;
    const next = { base: { ...current.base }, video: { ...current.video } };
    const seen = new Map<string, number>();
    let updated = 0;
    let unchanged = 0;
    for (const r of rows) {
      const name = r.cells['项目'] ?? '';
      const item = ITEMS[name];
      if (!item) {
        problems.add(r.line, '项目', `${name ? `“${name}”不是可设置的项目` : '不能为空'}；可用：${ITEM_NAMES.join('、')}`);
        continue;
      }
      if (seen.has(name)) {
        problems.add(r.line, '项目', `与第 ${seen.get(name)} 行是同一个项目`);
        continue;
      }
      seen.set(name, r.line);
      const read = item.read(r.cells['值'] ?? '');
      if ('problem' in read) {
        problems.add(r.line, '值', `${name}：${read.problem}`);
        continue;
      }
      if (current[item.part][item.key] === read.value) unchanged++;
      else updated++;
      next[item.part][item.key] = read.value;
    }
    // the contract is the last word (a rule above that let a wrong value through is caught here)
    if (!Value.Check(BaseSetting, next.base) || !Value.Check(VideoSetting, next.video))
      problems.add(1, '', '设置不符合接口约定（contract/base.ts）');
    if (problems.any || !updated) return { added: 0, updated, unchanged, notes: [] };
    for (const part of ['base', 'video'] as const) {
      const value = JSON.stringify(next[part]);
      await trx
        .insertInto('setting')
        .values({ key: part, value, updatedAt: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: now }))
        .execute();
    }
    return { added: 0, updated, unchanged, notes: [] };
  },
};
