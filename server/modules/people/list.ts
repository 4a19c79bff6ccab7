import type { PageOf } from '../../../contract/common';
import type { PersonRow } from '../../../contract/people';
import type { Db } from '../../db/transaction';
import { fail } from '../../lib/errors';
import { offsetOf, pageOf, titleContains } from '../cms/listing';
import { MSG_OUT_OF_SCOPE, reviewScope, subtreeOf, type Organiser } from '../organiser/scope';
import { ROW_COLUMNS, scopedPeople, toPersonRow } from './learners';

// people/list: the learners in scope, filtered. A branch filter names an org unit in scope (a
// college organiser may pick the college or one branch) and covers its subtree; a unit outside the
// scope is refused with the same words as any other out-of-scope request, revealing nothing.

export interface PeopleQuery {
  keyword?: string;
  branchId?: number;
  identityId?: number;
  stageId?: number;
  status?: 0 | 1;
  pageNum: number;
  pageSize: number;
}

export async function peopleList(db: Db, o: Organiser, q: PeopleQuery): Promise<PageOf<PersonRow>> {
  const scope = reviewScope(o);
  if (q.branchId !== undefined && !scope.has(q.branchId)) throw fail(MSG_OUT_OF_SCOPE);
  const within = q.branchId === undefined ? scope : subtreeOf(o.units, q.branchId);
  const keyword = q.keyword?.trim() ?? '';
  const base = scopedPeople(db, o, within)
    .$if(q.identityId !== undefined, (w) => w.where('u.identityId', '=', q.identityId!))
    .$if(q.stageId !== undefined, (w) => w.where('u.stageId', '=', q.stageId!))
    .$if(q.status !== undefined, (w) => w.where('u.status', '=', q.status!))
    .$if(keyword !== '', (w) => w.where((eb) => eb.or([titleContains(keyword, 'u.name'), titleContains(keyword, 'u.account')])));
  const [rows, count] = await Promise.all([
    base.select(ROW_COLUMNS).orderBy('u.account').orderBy('u.id').limit(q.pageSize).offset(offsetOf(q.pageNum, q.pageSize)).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toPersonRow), Number(count.n), q.pageNum, q.pageSize);
}
