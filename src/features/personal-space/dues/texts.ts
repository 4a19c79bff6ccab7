export const duesTexts = {
  title: '我的党费',
  notice: '党费通过所在党支部缴纳，平台只显示缴纳记录',
  year: '年份',
  yearOption: (y: number) => `${y} 年`,
  status: '政治面貌',
  category: '缴纳类别',
  categories: { student: '学生党员', staff: '在职党员', retired: '离退休党员' },
  /**
   * The totals cover the months recorded, and the label says which (`months`: 1–12, ascending,
   * distinct): all twelve 全年; one month (2025 年 12 月); a run (2026 年 1–11 月); months with gaps,
   * counted. 全年 only when all twelve are: records that begin in June (joined mid-year) or in
   * December are not a whole year's.
   */
  totalDue: (year: number, months: number[]) => {
    const first = months[0];
    const last = months[months.length - 1];
    if (first === undefined || last === undefined) return `${year} 年应缴`;
    if (months.length === 12) return `${year} 年全年应缴`;
    if (months.length === 1) return `${year} 年 ${first} 月应缴`;
    const span = `${year} 年 ${first}–${last} 月`;
    return last - first + 1 === months.length ? `${span}应缴` : `${span}中有记录的 ${months.length} 个月应缴`;
  },
  /** under the totals when the records cover part of the year */
  partYear: (n: number) => `应缴与已缴按下表 ${n} 个月的记录合计，其他月份暂无记录`,
  totalPaid: '已缴',
  unpaid: (n: number) => (n > 0 ? `未缴 ${n} 个月` : '全部已缴'),
  yuan: (amount: string) => `${amount} 元`,
  month: '月份',
  base: '缴纳基数（元）',
  rate: '比例',
  amount: '应缴金额（元）',
  state: '状态',
  paidDate: '缴纳日期',
  paid: '已缴',
  notPaid: '未缴',
  fixed: '—',
  noRecords: (y: number) => `${y} 年暂无党费记录`,
  notMember: '暂无党费记录',
  notMemberWhy: (status: string, note: string) => `${status ? `您目前是${status}，` : ''}${note}。`,
  ruleTitle: '党费收缴标准',
  monthName: (month: string) => `${month.slice(0, 4)} 年 ${Number(month.slice(5, 7))} 月`,
} as const;
