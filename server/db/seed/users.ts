import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../../lib/password';
import type { UserTable } from '../../modules/user/tables';
import type { Database } from '../schema';
import { bj } from './html';
import { people, type PersonSeed } from './people';
import type { StructureIds } from './structure';

/**
 * Hashes the passwords up front: scrypt is slow on purpose (about 0.1 s each here), and doing it
 * inside the transaction would hold the database (SQLite has one writer). Accounts that share a
 * demo password share one hash: the passwords are published in the README anyway, and hashing
 * 27 times would add seconds to every server start and every seeded test.
 */
export async function hashedPasswords(): Promise<string[]> {
  const distinct = [...new Set(people.map((p) => p.password))];
  const hashes = new Map(await Promise.all(distinct.map(async (pw) => [pw, await hashPassword(pw)] as const)));
  return people.map((p) => hashes.get(p.password)!);
}

export async function insertUsers(trx: Kysely<Database>, ids: StructureIds, hashes: string[]): Promise<void> {
  await insertPeople(trx, ids, people, hashes);
}

/** Inserts `persons` (hashes in the same order); the n-th person's account was imported on day n % 10 of the import. */
export async function insertPeople(trx: Kysely<Database>, ids: StructureIds, persons: PersonSeed[], hashes: string[]): Promise<void> {
  const need = (map: Map<string, number>, key: string) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`demo data: unknown key ${key}`);
    return id;
  };
  const rows: Insertable<UserTable>[] = persons.map((p, i) => {
    // Accounts were imported by the organisation department before the spring term.
    const createdAt = bj(`2026-02-${String(16 + (i % 10)).padStart(2, '0')}`, '10:30');
    return {
      account: p.account,
      passwordHash: hashes[i],
      name: p.name,
      gender: p.gender,
      appId: p.appId,
      avatarUrl: '',
      phone: p.phone,
      email: p.email,
      studentNo: p.studentNo,
      nation: p.nation,
      education: p.education,
      partyStatus: p.partyStatus,
      birthday: p.birthday,
      joinPartyDate: p.joinPartyDate,
      college: p.college,
      major: p.major,
      className: p.className,
      identityId: need(ids.identity, p.identity),
      orgId: need(ids.org, p.org),
      stageId: p.stage ? need(ids.stage, p.stage) : null,
      defaultPassword: p.defaultPassword ? 1 : 0,
      status: 1,
      createdAt,
      updatedAt: createdAt,
      passwordChangedAt: p.defaultPassword ? null : bj('2026-03-02', '20:15'),
      lastLoginAt: null,
    };
  });
  await trx.insertInto('user').values(rows).execute();
}
