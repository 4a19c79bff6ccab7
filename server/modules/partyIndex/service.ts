import type { Kysely } from 'kysely';
import type { PartyUserInfo } from '../../../contract/partyIndex';
import type { Database } from '../../db/schema';
import { loadUserInfo } from '../user/userInfo';

/** The party-index header card: the caller in their organisation, party status spelled out. */
export async function partyUserInfo(db: Kysely<Database>, userId: number): Promise<PartyUserInfo> {
  const info = await loadUserInfo(db, userId);
  const status = await db
    .selectFrom('enumItem')
    .select('label')
    .where('code', '=', 'partyStatus')
    .where('value', '=', info.partyStatus)
    .executeTakeFirst();
  return {
    id: info.id,
    name: info.name,
    avatarUrl: info.avatarUrl,
    orgName: info.orgName,
    identityName: info.identityName,
    partyStatus: info.partyStatus,
    // An unknown value (an enum row removed later) shows as empty rather than as a code.
    partyStatusText: status?.label ?? '',
    joinPartyDate: info.joinPartyDate,
    phaseName: info.phaseName,
    stageName: info.stageName,
  };
}
