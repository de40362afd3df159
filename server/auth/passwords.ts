import bcrypt from 'bcryptjs';
import { validationFailed, weakPassword } from './errors.ts';

export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords rather than truncate them. */
const MAX_PASSWORD_BYTES = 72;

/** Hashes to compare against when the user does not exist, so timing does not tell: one per cost. */
const dummyHashes = new Map<number, string>();
function dummyHash(cost: number): string {
  let hash = dummyHashes.get(cost);
  if (!hash) dummyHashes.set(cost, (hash = bcrypt.hashSync('not-a-real-password', cost)));
  return hash;
}

export function checkPasswordStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
}

/** A bcrypt hash of `password` at `cost` (ServerConfig.passwordHashCost). */
export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

/**
 * True if `password` matches `hash` (a bcrypt hash); false for a missing or foreign hash, after
 * a comparison as long as a real one at `cost` (the cost new passwords are hashed at).
 */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
  cost: number,
): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) {
    await bcrypt.compare(password, dummyHash(cost));
    return false;
  }
  return bcrypt.compare(password, hash);
}

export function isBcryptHash(s: string): boolean {
  return /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(s);
}
