import type { Insertable } from 'kysely';
import type { EnumItemTable } from '../../modules/base/tables';

// Enum values follow the national code tables where one exists (GB/T 2261.1 gender, GB 3304
// nation, GB/T 4658 education); party status has no such table that covers 入党申请人 to 党员,
// so its values are readable keys. orgKind values are the Chinese names themselves, because
// org_unit.kind is shown as is in the organisation tree.
const NATIONS = [
  '汉族',
  '蒙古族',
  '回族',
  '藏族',
  '维吾尔族',
  '苗族',
  '彝族',
  '壮族',
  '布依族',
  '朝鲜族',
  '满族',
  '侗族',
  '瑶族',
  '白族',
  '土家族',
  '哈尼族',
  '哈萨克族',
  '傣族',
  '黎族',
  '傈僳族',
  '佤族',
  '畲族',
  '高山族',
  '拉祜族',
  '水族',
  '东乡族',
  '纳西族',
  '景颇族',
  '柯尔克孜族',
  '土族',
  '达斡尔族',
  '仫佬族',
  '羌族',
  '布朗族',
  '撒拉族',
  '毛南族',
  '仡佬族',
  '锡伯族',
  '阿昌族',
  '普米族',
  '塔吉克族',
  '怒族',
  '乌孜别克族',
  '俄罗斯族',
  '鄂温克族',
  '德昂族',
  '保安族',
  '裕固族',
  '京族',
  '塔塔尔族',
  '独龙族',
  '鄂伦春族',
  '赫哲族',
  '门巴族',
  '珞巴族',
  '基诺族',
];

export const PARTY_STATUS = {
  masses: '群众',
  league: '共青团员',
  applicant: '入党申请人',
  activist: '入党积极分子',
  candidate: '发展对象',
  probationary: '中共预备党员',
  member: '中共党员',
} as const;
export type PartyStatus = keyof typeof PARTY_STATUS;

export const EDUCATION = {
  '11': '博士研究生',
  '14': '硕士研究生',
  '21': '大学本科',
  '31': '大学专科',
  '61': '高中',
} as const;
export type Education = keyof typeof EDUCATION;

const pad2 = (n: number) => String(n).padStart(2, '0');

function items(code: string, pairs: [string, string][]): Insertable<EnumItemTable>[] {
  return pairs.map(([value, label], i) => ({ code, value, label, sort: i + 1 }));
}

export const enumItems: Insertable<EnumItemTable>[] = [
  ...items('gender', [
    ['1', '男'],
    ['2', '女'],
  ]),
  ...items(
    'nation',
    NATIONS.map((n, i) => [pad2(i + 1), n]),
  ),
  ...items('education', Object.entries(EDUCATION)),
  ...items('partyStatus', Object.entries(PARTY_STATUS)),
  ...items('orgKind', [
    ['党委', '党委'],
    ['党总支', '党总支'],
    ['党支部', '党支部'],
  ]),
];

/** nation value by name, for the people table */
export const nation = (name: string): string => {
  const i = NATIONS.indexOf(name);
  if (i < 0) throw new Error(`unknown nation ${name}`);
  return pad2(i + 1);
};
