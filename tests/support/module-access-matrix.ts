/**
 * The access matrix of a module table, through supabase-js against the embedded server
 * (docs/design.md §9, docs/modules.md). For each scenario (module granted; denied to Ana by an
 * override; out of the company's plan; the account inactive; another company; anon), each demo
 * account that matters tries select, insert, update and delete on the table, and the outcome of
 * every cell is returned, to be compared with what the module's rules say.
 *
 * The scenarios change the real data (an override row, a module taken out of the plan) and put it
 * back afterwards; the fixture rows the cells read, update and delete are made with the service
 * role: one per account that its select then its update use, one for its delete.
 *
 * Use (see tests/integration/modules-access.test.ts):
 *   const matrix = await runModuleAccessMatrix(server, clients, { table: 'ops_ordenes', module: 'ops',
 *     insert: () => ({ falla_reportada: 'x' }), update: { prioridad: 'alta' }, deleteBy: 'admin' });
 *   expect(matrix).toEqual(expectedMatrix(spec));
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestServer } from './server.ts';

export const ANDES = 'c0000000-0000-4000-8000-000000000002';
export const ANA = 'a0000000-0000-4000-8000-000000000003';

export type MatrixAccount = 'ana' | 'adminAndes' | 'inactivo' | 'adminPacifico' | 'superadmin' | 'anon';
export const MATRIX_ACCOUNTS: Record<Exclude<MatrixAccount, 'anon'>, string> = {
  ana: 'ana@andes.demo',
  adminAndes: 'admin@andes.demo',
  inactivo: 'inactivo@andes.demo',
  adminPacifico: 'admin@pacifico.demo',
  superadmin: 'superadmin@axel.demo',
};

export type Operation = 'select' | 'insert' | 'update' | 'delete';
/**
 * ok: the operation did what was asked on Industrias Andes' row; denied: an error, or nothing
 * touched or seen; own: (insert only) the row was created, but in the caller's own company, never
 * in Andes (empresa_id is the database's, not the client's).
 */
export type CellOutcome = 'ok' | 'own' | 'denied';
export type Scenario =
  'concedido' | 'denegado_por_override' | 'fuera_del_plan' | 'cuenta_inactiva' | 'otra_empresa' | 'anonimo';

export interface ModuleTableSpec {
  table: string;
  /** modulos_disponibles.clave; several when any of them gives access (the shared directory). */
  module: string | string[];
  /** A valid new row as a user of Industrias Andes would send it (no empresa_id). Called per cell. */
  insert: () => Record<string, unknown>;
  /** A valid change of the fixture row. */
  update: Record<string, unknown>;
  /** Who may delete when the module is granted: admin_empresa only, any user of the module, or nobody. */
  deleteBy: 'admin' | 'any' | 'none';
  /** Whether users of the module may update rows (false for append-only history). */
  updatable?: boolean;
  /** Whether users may insert rows (false for tables only triggers write). */
  insertable?: boolean;
  /**
   * Whether insert() can succeed in another company (false when it points at Andes' rows, e.g. an
   * order's checklist: then the row is refused for every other company).
   */
  ownCompanyInsert?: boolean;
  /** The fixture row as the service role inserts it (defaults to insert() plus empresa_id). */
  fixture?: () => Record<string, unknown>;
  /** The table's primary-key column (defaults to id; colaboradores_ficha's is colaborador_id). */
  key?: string;
}

export interface Cell {
  scenario: Scenario;
  account: MatrixAccount;
  op: Operation;
  outcome: CellOutcome;
}

/** Who is asked in each scenario. */
export const SCENARIO_ACCOUNTS: Record<Scenario, MatrixAccount[]> = {
  concedido: ['ana', 'adminAndes'],
  denegado_por_override: ['ana'],
  fuera_del_plan: ['ana', 'adminAndes'],
  cuenta_inactiva: ['inactivo'],
  otra_empresa: ['adminPacifico', 'superadmin'],
  anonimo: ['anon'],
};

export async function signInMatrixClients(server: TestServer): Promise<Record<MatrixAccount, SupabaseClient>> {
  const out = { anon: server.anon() } as Record<MatrixAccount, SupabaseClient>;
  for (const [k, email] of Object.entries(MATRIX_ACCOUNTS)) out[k as MatrixAccount] = await server.signedIn(email);
  return out;
}

/** Modules of the other companies' plans (seed): Pacífico is basico, super_admin passes every module. */
const OWN_COMPANY_MODULES: Partial<Record<MatrixAccount, readonly string[] | 'all'>> = {
  adminPacifico: ['people', 'crm', 'finance'],
  superadmin: 'all',
};

/** The outcomes the module platform's rule gives for a table spec. */
export function expectedMatrix(spec: ModuleTableSpec): Cell[] {
  const cells: Cell[] = [];
  for (const [scenario, accounts] of Object.entries(SCENARIO_ACCOUNTS) as Array<[Scenario, MatrixAccount[]]>) {
    for (const account of accounts) {
      for (const op of ['select', 'insert', 'update', 'delete'] as Operation[]) {
        let ok = scenario === 'concedido';
        if (ok && op === 'insert') ok = spec.insertable !== false;
        if (ok && op === 'update') ok = spec.updatable !== false;
        if (ok && op === 'delete')
          ok = spec.deleteBy === 'any' || (spec.deleteBy === 'admin' && account === 'adminAndes');
        let outcome: CellOutcome = ok ? 'ok' : 'denied';
        const own = OWN_COMPANY_MODULES[account];
        const keys = Array.isArray(spec.module) ? spec.module : [spec.module];
        if (
          scenario === 'otra_empresa' &&
          op === 'insert' &&
          spec.insertable !== false &&
          spec.ownCompanyInsert !== false &&
          own &&
          (own === 'all' || keys.some((k) => own.includes(k)))
        )
          outcome = 'own';
        cells.push({ scenario, account, op, outcome });
      }
    }
  }
  return cells;
}

async function makeFixture(service: SupabaseClient, spec: ModuleTableSpec, key: string): Promise<string> {
  const body = spec.fixture ? spec.fixture() : { ...spec.insert(), empresa_id: ANDES };
  const { data, error } = await service.from(spec.table).insert(body).select(key).single();
  if (error) throw new Error(`fixture for ${spec.table}: ${error.message}`);
  return (data as unknown as Record<string, string>)[key];
}

/**
 * The select and update cells of one account, on one fixture row: the select only reads it, so
 * the update finds the row exactly as a fresh fixture would be (one fixture row fewer per account).
 */
async function readAndUpdateCells(
  client: SupabaseClient,
  service: SupabaseClient,
  spec: ModuleTableSpec,
  key: string,
): Promise<{ select: CellOutcome; update: CellOutcome }> {
  const id = await makeFixture(service, spec, key);
  try {
    const read = await client.from(spec.table).select(key).eq(key, id);
    const select = !read.error && read.data?.length === 1 ? 'ok' : 'denied';
    const { data, error } = await client.from(spec.table).update(spec.update).eq(key, id).select(key);
    if (error && !/^(42501|PGRST|23)/.test(error.code ?? ''))
      throw new Error(`${spec.table} update: unexpected ${error.code} ${error.message}`);
    return { select, update: !error && data?.length === 1 ? 'ok' : 'denied' };
  } finally {
    await service.from(spec.table).delete().eq(key, id);
  }
}

/** The delete cell, on a fixture row of its own. */
async function deleteCell(
  client: SupabaseClient,
  service: SupabaseClient,
  spec: ModuleTableSpec,
  key: string,
): Promise<CellOutcome> {
  const id = await makeFixture(service, spec, key);
  try {
    const { data, error } = await client.from(spec.table).delete().eq(key, id).select(key);
    if (error && !/^(42501|PGRST|23)/.test(error.code ?? ''))
      throw new Error(`${spec.table} delete: unexpected ${error.code} ${error.message}`);
    return !error && data?.length === 1 ? 'ok' : 'denied';
  } finally {
    await service.from(spec.table).delete().eq(key, id);
  }
}

/** The insert cell: a new row of its own (no fixture row: it reads, changes and deletes nothing). */
async function insertCell(
  client: SupabaseClient,
  service: SupabaseClient,
  spec: ModuleTableSpec,
  key: string,
): Promise<CellOutcome> {
  const { data, error } = await client.from(spec.table).insert(spec.insert()).select(`${key}, empresa_id`);
  if (!error && data?.length === 1) {
    const row = data[0] as unknown as Record<string, string>;
    await service.from(spec.table).delete().eq(key, row[key]);
    return row.empresa_id === ANDES ? 'ok' : 'own';
  }
  // A write the API refuses (RLS or grants), never a 500.
  if (error && !/^(42501|PGRST|23)/.test(error.code ?? ''))
    throw new Error(`${spec.table} insert: unexpected ${error.code} ${error.message}`);
  return 'denied';
}

/**
 * Runs a scenario's setup, then restores the data whatever happens (also for a module's functions:
 * tests/integration/ops-order-pages.test.ts).
 */
export async function withScenario<T>(
  service: SupabaseClient,
  scenario: Scenario,
  module: string | string[],
  fn: () => Promise<T>,
): Promise<T> {
  const keys = Array.isArray(module) ? module : [module];
  const { data: mods, error: modError } = await service.from('modulos_disponibles').select('id').in('clave', keys);
  if (modError || mods?.length !== keys.length) throw new Error(`unknown module ${keys.join(', ')}`);
  const moduleIds = (mods as Array<{ id: string }>).map((m) => m.id);
  if (scenario === 'denegado_por_override') {
    const { error } = await service
      .from('empleados_override_permisos')
      .upsert(moduleIds.map((modulo_id) => ({ empleado_id: ANA, modulo_id, puede_acceder: false })));
    if (error) throw new Error(error.message);
  }
  let planId: string | undefined;
  if (scenario === 'fuera_del_plan') {
    const { data } = await service
      .from('planes_empresa')
      .select('plan_id')
      .eq('empresa_id', ANDES)
      .eq('activo', true)
      .single();
    planId = (data as { plan_id: string }).plan_id;
    const { error } = await service
      .from('modulos_por_plan')
      .update({ activo: false })
      .eq('plan_id', planId)
      .in('modulo_id', moduleIds);
    if (error) throw new Error(error.message);
  }
  try {
    return await fn();
  } finally {
    if (scenario === 'denegado_por_override')
      await service.from('empleados_override_permisos').delete().eq('empleado_id', ANA).in('modulo_id', moduleIds);
    if (planId)
      await service.from('modulos_por_plan').update({ activo: true }).eq('plan_id', planId).in('modulo_id', moduleIds);
  }
}

/**
 * One outcome per scenario and account (`'<scenario> <account> <outcome>'`), each scenario set up
 * and restored by withScenario: the access matrix of a module's function (e.g. a page function).
 */
export async function scenarioOutcomes(
  service: SupabaseClient,
  module: string | string[],
  clients: Record<MatrixAccount, SupabaseClient>,
  outcome: (client: SupabaseClient) => Promise<string>,
): Promise<string[]> {
  const cells: string[] = [];
  for (const [scenario, accounts] of Object.entries(SCENARIO_ACCOUNTS) as Array<[Scenario, MatrixAccount[]]>) {
    await withScenario(service, scenario, module, async () => {
      for (const account of accounts) cells.push(`${scenario} ${account} ${await outcome(clients[account])}`);
    });
  }
  return cells;
}

/**
 * What scenarioOutcomes answers for a module's page function that follows the module's access:
 * the granted accounts read the rows ('ok'), every other scenario reads none ('denied'), and anon
 * may not call it (`anon`: how the test's outcome function words that refusal).
 */
export function pageFunctionOutcomes(anon: string): string[] {
  return [
    'concedido ana ok',
    'concedido adminAndes ok',
    'denegado_por_override ana denied',
    'fuera_del_plan ana denied',
    'fuera_del_plan adminAndes denied',
    'cuenta_inactiva inactivo denied',
    'otra_empresa adminPacifico denied',
    'otra_empresa superadmin denied',
    `anonimo anon ${anon}`,
  ];
}

/** Every cell of the table's matrix, in the order of expectedMatrix(). */
export async function runModuleAccessMatrix(
  server: TestServer,
  clients: Record<MatrixAccount, SupabaseClient>,
  spec: ModuleTableSpec,
): Promise<Cell[]> {
  const service = server.service();
  const key = spec.key ?? 'id';
  const cells: Cell[] = [];
  for (const [scenario, accounts] of Object.entries(SCENARIO_ACCOUNTS) as Array<[Scenario, MatrixAccount[]]>) {
    await withScenario(service, scenario, spec.module, async () => {
      for (const account of accounts) {
        const client = clients[account];
        const { select, update } = await readAndUpdateCells(client, service, spec, key);
        const outcome: Record<Operation, CellOutcome> = {
          select,
          insert: await insertCell(client, service, spec, key),
          update,
          delete: await deleteCell(client, service, spec, key),
        };
        for (const op of ['select', 'insert', 'update', 'delete'] as Operation[])
          cells.push({ scenario, account, op, outcome: outcome[op] });
      }
    });
  }
  return cells;
}
