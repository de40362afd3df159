/**
 * Migration names come from the clock, as `supabase migration new <name>` makes them
 * (docs/naming.md): `<yyyymmddhhmmss>_<spanish_snake_case>.sql`, the time in UTC when the file was
 * created. `npm run migration:new -- <name>` makes one (scripts/new-migration.ts); the test
 * `scripts/migration-names.test.ts` checks every file with migrationProblems().
 */
import { execFileSync } from 'node:child_process';
import { MIGRATION_NAME } from '../server/migrate.ts';

/** `20261127193012` for a Date (UTC), as the Supabase CLI stamps a new migration. */
export function migrationVersion(now: Date): string {
  return now.toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The file name of a new migration called `name` (snake case, lower-case letters and digits). */
export function newMigrationFile(name: string, now: Date): string {
  const file = `${migrationVersion(now)}_${name}.sql`;
  if (!MIGRATION_NAME.test(file)) {
    throw new Error(`A migration name is snake_case, lower-case letters, digits and _ (got "${name}")`);
  }
  return file;
}

/** The instant a version names (UTC), or null when it is not a real date and time. */
function versionTime(version: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(version);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number);
  const t = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return migrationVersion(t) === version ? t : null;
}

/**
 * The migrations committed before names came from the clock (issue 31): several were stamped
 * ahead of the day they were written, so the order rule does not apply to them. The last two were
 * renamed from future timestamps (20261128100000, 20261128110000) to the past, in their order.
 */
export const MIGRATIONS_BEFORE_THE_CLOCK_RULE: ReadonlySet<string> = new Set([
  '20261122020000_plataforma_permisos.sql',
  '20261122020100_configuracion_contenido.sql',
  '20261122050000_historial_permisos.sql',
  '20261122053000_configuracion_urls_validas.sql',
  '20261122060000_acceso_efectivo_usuario_activo.sql',
  '20261124030000_fijar_permiso_usuario.sql',
  '20261124035000_planes_empresa_usuario_solo_activo.sql',
  '20261124040000_privilegios_explicitos.sql',
  '20261124050000_plataforma_modulos.sql',
  '20261124100000_industrial_ops.sql',
  '20261124110000_people_colaboradores.sql',
  '20261124120000_cuentas_empresas.sql',
  '20261124121000_cuentas_invitaciones.sql',
  '20261124130000_historial_actor_nombre.sql',
  '20261124130100_planes_nivel.sql',
  '20261124130200_impacto_cambios.sql',
  '20261124150000_accesos_efectivos_paginas.sql',
  '20261125100000_crm.sql',
  '20261125200000_finance.sql',
  '20261125300000_projects_proyectos.sql',
  '20261125400000_ops_ordenes_paginas.sql',
  '20261125401000_saldos_vacaciones_conjunto.sql',
  '20261125402000_people_lectura_admin_una_vez.sql',
  '20261126100000_proy_prerrequisitos.sql',
  '20261127100000_movimiento_orden_y_cuenta_colaborador.sql',
  '20261127110000_listas_modulos_paginas.sql',
  '20261127120000_paginas_usuarios_historial.sql',
  '20261127130000_accesos_efectivos_recorrido.sql',
  '20261127140000_accesos_efectivos_paginas_siguientes.sql',
  '20261127150000_usuarios_pagina_candidatos.sql',
]);

/**
 * What is wrong with the migrations' names, one sentence each (none: []).
 *
 * - every file is `<yyyymmddhhmmss>_<snake_name>.sql`, a real UTC date and time, one file per version;
 * - no version is later than `now`;
 * - in order: a migration sorts after every migration that was already in the repository when it
 *   was added (`existedBefore`: the files of the tree it was committed on; for a file not committed
 *   yet, HEAD's). `supabase db push` refuses a migration that sorts before one a project already
 *   ran; branches made side by side do not constrain each other. Files of
 *   MIGRATIONS_BEFORE_THE_CLOCK_RULE are exempt from this rule and from the date check (some were
 *   stamped with hours like 30), not from the others.
 */
export function migrationProblems(
  files: readonly string[],
  now: Date,
  existedBefore?: ReadonlyMap<string, readonly string[]>,
): string[] {
  const problems: string[] = [];
  const present = new Set(files);
  const seen = new Map<string, string>();
  for (const file of [...files].sort()) {
    const m = MIGRATION_NAME.exec(file);
    if (!m) {
      problems.push(
        `${file}: a migration is named <yyyymmddhhmmss>_<snake_name>.sql (npm run migration:new -- <name>)`,
      );
      continue;
    }
    const version = m[1];
    const legacy = MIGRATIONS_BEFORE_THE_CLOCK_RULE.has(file);
    // Some of the older ones were stamped with hours like 30 and 40; they are kept as they are.
    if (!legacy && !versionTime(version)) {
      problems.push(`${file}: ${version} is not a date and time (yyyymmddhhmmss, UTC)`);
      continue;
    }
    if (version > migrationVersion(now)) {
      problems.push(`${file}: ${version} is in the future (now is ${migrationVersion(now)}); name it from the clock`);
    }
    const twin = seen.get(version);
    if (twin) problems.push(`${file}: version ${version} is also ${twin}'s`);
    seen.set(version, file);
    if (legacy) continue;
    const later = (existedBefore?.get(file) ?? [])
      .filter((other) => other !== file && present.has(other) && other.slice(0, 14) >= version)
      .sort();
    if (later.length > 0) {
      problems.push(
        `${file}: sorts before ${later.join(', ')}, already in the repository when it was added; ` +
          'rename it with a new timestamp (npm run migration:new)',
      );
    }
  }
  return problems;
}

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const names = (out: string) =>
  out
    .split('\n')
    .map((l) => l.trim().split('/').pop() ?? '')
    .filter((f) => f.endsWith('.sql'));

/**
 * For each migration of `dir` (a folder of the git repository at `root`), the migration files that
 * were in the repository when it was added: the tree of the parent of the commit that added it
 * (its most recent addition, renames counted as additions), or HEAD's for a file not committed yet.
 * Null when git or the history is not available (then the order rule cannot be checked).
 */
export function migrationHistory(root: string, dir: string, files: readonly string[]): Map<string, string[]> | null {
  let added: string;
  let head: string[];
  try {
    added = git(root, ['log', '--diff-filter=A', '--no-renames', '--format=%x00%H', '--name-only', 'HEAD', '--', dir]);
    head = names(git(root, ['ls-tree', '--name-only', 'HEAD', `${dir}/`]));
  } catch {
    return null;
  }
  // Newest first: the first commit that names a file is its latest addition.
  const commitOf = new Map<string, string>();
  for (const block of added.split('\0').slice(1)) {
    const [commit, ...rest] = block.split('\n');
    for (const f of names(rest.join('\n'))) if (!commitOf.has(f)) commitOf.set(f, commit.trim());
  }
  const trees = new Map<string, string[]>();
  const treeBefore = (commit: string): string[] => {
    let tree = trees.get(commit);
    if (!tree) {
      try {
        tree = names(git(root, ['ls-tree', '--name-only', `${commit}^`, `${dir}/`]));
      } catch {
        tree = []; // the first commit of the repository
      }
      trees.set(commit, tree);
    }
    return tree;
  };
  const out = new Map<string, string[]>();
  for (const file of files) {
    if (MIGRATIONS_BEFORE_THE_CLOCK_RULE.has(file)) continue;
    const commit = commitOf.get(file);
    // Not committed yet: added now, after everything in HEAD. Committed, but its commit is not in
    // the history (a shallow clone): unknown, nothing to compare with.
    out.set(file, !head.includes(file) ? head : commit ? treeBefore(commit) : []);
  }
  return out;
}
