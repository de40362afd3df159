import bcrypt from 'bcryptjs';
import { validationFailed, weakPassword } from './errors.ts';

export const BCRYPT_COST = 10;
export const MIN_PASSWORD_LENGTH = 6;
/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords rather than truncate them. */
const MAX_PASSWORD_BYTES = 72;

/** A hash to compare against when the user does not exist, so timing does not tell. */
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

export function checkPasswordStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw weakPassword(MIN_PASSWORD_LENGTH);
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** True if `password` matches `hash` (a bcrypt hash); false for a missing or foreign hash. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}

export function isBcryptHash(s: string): boolean {
  return /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(s);
}
