/** What PersonActions needs of a person (the person page passes its detail, which has at least these). */
export interface RosterPerson {
  id: number;
  account: string;
  name: string;
  branchId: number | null;
  identityId: number | null;
  stageId: number | null;
  /** 1 正常, 0 停用 */
  status: number;
  defaultPassword: boolean | number;
}
