/**
 * Test databases keep the demo accounts' password at bcrypt cost 4 instead of the seed's 10. The
 * seed stores what GoTrue stores (cost 10), and checking it costs bcryptjs about 80 ms of CPU; the
 * suite signs in some hundreds of times, so at cost 10 those checks alone took tens of seconds of
 * CPU. A cost-4 hash of the same password checks in about 1 ms and behaves the same in every other
 * way (tests/db/seed.test.ts still checks the seed file's cost-10 hash). The test servers hash the
 * passwords tests set at the same cost (ServerConfig.passwordHashCost, tests/support/server.ts).
 */
import bcrypt from 'bcryptjs';
import type { Queryable } from '../../server/db/types.ts';
import { DEMO_PASSWORD } from '../../server/demo-accounts.ts';

export const TEST_BCRYPT_COST = 4;

/** Re-hashes, at TEST_BCRYPT_COST, every stored password hash that is the demo password's. */
export async function fastDemoPasswords(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ hash: string }>(
    `select distinct encrypted_password as hash from auth.users where encrypted_password like '$2_$%'`,
  );
  const fast = bcrypt.hashSync(DEMO_PASSWORD, TEST_BCRYPT_COST);
  for (const { hash } of rows) {
    if (!bcrypt.compareSync(DEMO_PASSWORD, hash)) continue;
    await db.query('update auth.users set encrypted_password = $1 where encrypted_password = $2', [fast, hash]);
  }
}
