import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, ROOT } from '../server/migrate.ts';
import { migrationHistory, migrationProblems, migrationVersion, newMigrationFile } from './migration-names.ts';

const NOW = new Date('2026-11-27T19:40:12.345Z');

describe('migration names from the clock', () => {
  it('stamps a new migration with the UTC time, as `supabase migration new` does', () => {
    expect(migrationVersion(NOW)).toBe('20261127194012');
    expect(newMigrationFile('terceros_nucleo', NOW)).toBe('20261127194012_terceros_nucleo.sql');
    expect(() => newMigrationFile('Terceros núcleo', NOW)).toThrow(/snake_case/);
  });

  it.each([
    [['20261127194013_mañana.sql'], /named <yyyymmddhhmmss>_<snake_name>\.sql/],
    [['2026112719401_corto.sql'], /named/],
    [['20261131100000_dia_31.sql'], /20261131100000 is not a date and time/],
    [['20261127194013_un_segundo_despues.sql'], /20261127194013 is in the future \(now is 20261127194012\)/],
    [['20261128110000_usuarios_pagina_candidatos.sql'], /in the future/],
    [['20261127100000_a.sql', '20261127100000_b.sql'], /version 20261127100000 is also 20261127100000_a\.sql's/],
  ])('refuses %j', (files, problem) => {
    const problems = migrationProblems(files, NOW);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
  });

  it('refuses a migration added after one that sorts after it, not one made side by side on another branch', () => {
    const files = ['20261127160000_seguridad.sql', '20261127170000_finanzas.sql', '20261127165000_tarde.sql'];
    const existedBefore = new Map([
      // Made on two branches at once: neither was in the repository when the other was added.
      ['20261127160000_seguridad.sql', ['20261127150000_usuarios_pagina_candidatos.sql']],
      ['20261127170000_finanzas.sql', ['20261127150000_usuarios_pagina_candidatos.sql']],
      // Added after 20261127170000_finanzas.sql was in, with an older timestamp.
      ['20261127165000_tarde.sql', ['20261127160000_seguridad.sql', '20261127170000_finanzas.sql']],
    ]);
    expect(migrationProblems(files, NOW, existedBefore)).toEqual([
      '20261127165000_tarde.sql: sorts before 20261127170000_finanzas.sql, already in the repository when it was added; rename it with a new timestamp (npm run migration:new)',
    ]);
    // A file that was there before and has since been renamed or removed does not count.
    expect(migrationProblems([files[0], files[2]], NOW, existedBefore)).toEqual([]);
  });

  it('supabase/migrations: every file named from the clock, none in the future, in the order they were added', () => {
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    expect(files.length).toBeGreaterThanOrEqual(30);
    const history = migrationHistory(ROOT, 'supabase/migrations', files);
    // The repository's history is what the order is checked against (a checkout without git
    // cannot check it; CI and every clone have it).
    expect(history, 'git history of supabase/migrations').not.toBeNull();
    expect(migrationProblems(files, new Date(), history ?? undefined)).toEqual([]);
  });
});
