/**
 * `npm run migration:new -- <name>`: an empty migration named from the clock, as
 * `supabase migration new <name>` makes it (supabase/migrations/<yyyymmddhhmmss>_<name>.sql, UTC).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MIGRATIONS_DIR, ROOT } from '../server/migrate.ts';
import { newMigrationFile } from './migration-names.ts';

const name = process.argv[2];
if (!name || process.argv.length > 3) {
  console.error('usage: npm run migration:new -- <snake_case_name>');
  process.exit(2);
}
try {
  const path = join(MIGRATIONS_DIR, newMigrationFile(name, new Date()));
  if (existsSync(path)) throw new Error(`${relative(ROOT, path)} exists already`);
  writeFileSync(path, '');
  console.log(relative(ROOT, path));
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
