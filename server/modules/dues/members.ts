import type { Db } from '../../db/transaction';
import { PAYING_STATUSES } from '../party/dues';

// The members who pay dues: probationary and full party members (as the learner's 我的党费 card
// counts them) whose account is active and confirmed by their branch, in the organisations given.
// Any application's account: a cadre or a member of staff pays through their branch too.

export interface PayingMember {
  id: number;
  name: string;
  account: string;
  orgId: number;
  branchName: string;
  partyStatus: string;
  joinPartyDate: string | null;
}

export function payingMembersQuery(db: Db, units: Iterable<number>) {
  return (
    db
      .selectFrom('user as u')
      .innerJoin('orgUnit as o', 'o.id', 'u.orgId')
      // 0 is no unit's id: it keeps the list non-empty (an empty IN is not valid SQL)
      .where('u.orgId', 'in', [...units, 0])
      .where('u.partyStatus', 'in', PAYING_STATUSES)
      .where('u.status', '=', 1)
      .where('u.branchConfirmed', '=', 1)
  );
}

export async function payingMembers(db: Db, units: Iterable<number>): Promise<PayingMember[]> {
  return payingMembersQuery(db, units)
    .select(['u.id', 'u.name', 'u.account', 'o.id as orgId', 'o.name as branchName', 'u.partyStatus', 'u.joinPartyDate'])
    .orderBy('o.sort')
    .orderBy('o.id')
    .orderBy('u.account')
    .execute();
}

/** the month the member began to pay: the month they joined (all months when the date is not known) */
export const firstMonthOf = (m: Pick<PayingMember, 'joinPartyDate'>): string => m.joinPartyDate?.slice(0, 7) ?? '0000-00';
