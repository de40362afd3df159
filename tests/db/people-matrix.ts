/**
 * The access matrix of Axel People's tables and views (issue 13), as data: every relation, every
 * operation, every kind of caller, and what happens. Two runners read it, like matrix.ts's:
 *   - people-rls.test.ts runs every cell as SQL in its own rolled-back transaction;
 *   - people-access.test.ts runs every cell through supabase-js against the embedded server,
 *     putting People's demo data and these fixtures back after each write.
 * Outcomes as in matrix.ts: a number of rows seen or written, DENIED (42501), INVALID (class 23).
 *
 * The privacy rules it proves (supabase/migrations/20261124110000_people_colaboradores.sql):
 * everyone with the module reads the directory; the private record, requests and attendance are
 * read by the employee, their managers (direct and indirect) and the company's admins; admins
 * write employees, records and holidays; an employee asks for leave and clocks in for themselves;
 * the direct manager or an admin resolves a request, never the requester.
 */
import type { Database } from '../../server/db/types.ts';
import { DENIED, INVALID, type Outcome } from './matrix.ts';
import { USERS } from './support.ts';

export { DENIED, INVALID, type Outcome };

/** Column order: least privileged first. Luis is a usuario of Comercial Pacífico (basico). */
export const PEOPLE_ACTORS = ['anon', 'inactivo', 'ana', 'luis', 'adminPacifico', 'adminAndes', 'superadmin'] as const;
export type PeopleActor = (typeof PEOPLE_ACTORS)[number];

/** Employee records of supabase/seed.sql ('-- Modules: people'). */
export const EMPLOYEES = {
  carlos: 'd1000000-0000-4000-8000-000000000001', // admin@andes.demo, general manager
  ana: 'd1000000-0000-4000-8000-000000000002', // ana@andes.demo, reports to Carlos
  pedro: 'd1000000-0000-4000-8000-000000000003', // inactivo@andes.demo, left the company, reports to Ana
  rodrigo: 'd1000000-0000-4000-8000-000000000004', // reports to Ana
  javier: 'd1000000-0000-4000-8000-000000000006', // reports to Ana
  diego: 'd1000000-0000-4000-8000-000000000007', // reports to Javier (Ana's indirect report)
  valentina: 'd1000000-0000-4000-8000-000000000009', // reports to Carlos
  matias: 'd1000000-0000-4000-8000-000000000010', // reports to Valentina
  cristobal: 'd1000000-0000-4000-8000-000000000022', // reports to Ana
  maria: 'd2000000-0000-4000-8000-000000000001', // admin@pacifico.demo
  luis: 'd2000000-0000-4000-8000-000000000003', // luis@pacifico.demo
} as const;

export const REQUESTS = {
  diegoPending: 'd3000000-0000-4000-8000-000000000004', // vacation, Diego (manager Javier, no account)
  luisPending: 'd3000000-0000-4000-8000-000000000012',
};

/** Rows every run starts from, besides the seed. */
export const PEOPLE_FIXTURES = {
  sinFicha: 'e1000000-0000-4000-8000-000000000001', // an Andes employee without a private record yet
  rodrigoPending: 'e1000000-0000-4000-8000-000000000011', // Rodrigo's pending request (Ana resolves it)
  anaPending: 'e1000000-0000-4000-8000-000000000012', // Ana's own pending request
  carlosPending: 'e1000000-0000-4000-8000-000000000013', // the admin's own pending request
  fechaMarcas: '2020-01-06', // marks of Rodrigo, Matías and Luis on this Monday
} as const;

export async function addPeopleFixtures(db: Database): Promise<void> {
  const f = PEOPLE_FIXTURES;
  await db.exec(`
    insert into public.colaboradores (id, empresa_id, nombres, apellidos, cargo, area)
    values ('${f.sinFicha}', 'c0000000-0000-4000-8000-000000000002', 'Sin', 'Ficha Aún', 'Técnico', 'Mantención')
    on conflict (id) do nothing;
    insert into public.solicitudes_ausencia (id, empresa_id, colaborador_id, tipo, fecha_inicio, fecha_fin, estado) values
      ('${f.rodrigoPending}', 'c0000000-0000-4000-8000-000000000002', '${EMPLOYEES.rodrigo}', 'permiso_con_goce', '2030-03-04', '2030-03-05', 'pendiente'),
      ('${f.anaPending}', 'c0000000-0000-4000-8000-000000000002', '${EMPLOYEES.ana}', 'vacaciones', '2030-04-01', '2030-04-02', 'pendiente'),
      ('${f.carlosPending}', 'c0000000-0000-4000-8000-000000000002', '${EMPLOYEES.carlos}', 'permiso_con_goce', '2030-05-06', '2030-05-06', 'pendiente')
    on conflict (id) do nothing;
    insert into public.marcas_asistencia (empresa_id, colaborador_id, fecha, entrada, salida) values
      ('c0000000-0000-4000-8000-000000000002', '${EMPLOYEES.rodrigo}', '${f.fechaMarcas}', '${f.fechaMarcas}T11:00:00Z', '${f.fechaMarcas}T20:00:00Z'),
      ('c0000000-0000-4000-8000-000000000002', '${EMPLOYEES.matias}', '${f.fechaMarcas}', '${f.fechaMarcas}T11:05:00Z', '${f.fechaMarcas}T20:05:00Z'),
      ('c0000000-0000-4000-8000-000000000003', '${EMPLOYEES.luis}', '${f.fechaMarcas}', '${f.fechaMarcas}T11:10:00Z', null)
    on conflict (colaborador_id, fecha) do nothing;
  `);
}

/** The caller's own employee record (anon and super_admin, who have none in Andes: Ana's). */
export function selfEmployee(actor: PeopleActor): string {
  switch (actor) {
    case 'inactivo':
      return EMPLOYEES.pedro;
    case 'luis':
      return EMPLOYEES.luis;
    case 'adminPacifico':
      return EMPLOYEES.maria;
    case 'adminAndes':
      return EMPLOYEES.carlos;
    default:
      return EMPLOYEES.ana;
  }
}

export interface PeopleCtx {
  actor: PeopleActor;
  /** The caller's own employee id (see selfEmployee). */
  employee: string;
}

export type Op = 'select' | 'insert' | 'update' | 'delete';

export interface PeopleCell {
  title: string;
  relation: string;
  op: Op;
  filter?: (c: PeopleCtx) => Record<string, string>;
  values?: (c: PeopleCtx) => Record<string, unknown>;
  expect: Record<PeopleActor, Outcome>;
}

const D = DENIED;
const I = INVALID;

function x(
  anon: Outcome,
  inactivo: Outcome,
  ana: Outcome,
  luis: Outcome,
  adminPacifico: Outcome,
  adminAndes: Outcome,
  superadmin: Outcome,
): Record<PeopleActor, Outcome> {
  return { anon, inactivo, ana, luis, adminPacifico, adminAndes, superadmin };
}

const F = PEOPLE_FIXTURES;
const E = EMPLOYEES;

// prettier-ignore
export const PEOPLE_MATRIX: PeopleCell[] = [
  // ---- reads: the directory for everyone with the module; the record by privacy -- anon inact ana luis aPac aAnd super
  { title: 'colaboradores: all (the directory)', relation: 'colaboradores', op: 'select', expect: x(D, 0, 24, 7, 7, 24, 0) },
  { title: 'directorio_colaboradores: all', relation: 'directorio_colaboradores', op: 'select', expect: x(D, 0, 24, 7, 7, 24, 0) },
  { title: 'colaboradores_ficha: all', relation: 'colaboradores_ficha', op: 'select', expect: x(D, 0, 8, 1, 7, 23, 0) },
  { title: 'colaboradores_ficha: Diego (Ana\'s indirect report)', relation: 'colaboradores_ficha', op: 'select', filter: () => ({ colaborador_id: E.diego }), expect: x(D, 0, 1, 0, 0, 1, 0) },
  { title: 'colaboradores_ficha: Matías (another area)', relation: 'colaboradores_ficha', op: 'select', filter: () => ({ colaborador_id: E.matias }), expect: x(D, 0, 0, 0, 0, 1, 0) },
  { title: 'colaboradores_ficha: Carlos (Ana\'s manager)', relation: 'colaboradores_ficha', op: 'select', filter: () => ({ colaborador_id: E.carlos }), expect: x(D, 0, 0, 0, 0, 1, 0) },
  { title: 'saldos_vacaciones: all', relation: 'saldos_vacaciones', op: 'select', expect: x(D, 0, 8, 1, 7, 23, 0) },
  { title: 'feriados: all', relation: 'feriados', op: 'select', expect: x(D, 0, 17, 17, 17, 17, 0) },
  { title: 'solicitudes_ausencia: all', relation: 'solicitudes_ausencia', op: 'select', expect: x(D, 0, 9, 1, 3, 14, 0) },
  { title: 'solicitudes_ausencia: Matías\'s (not Ana\'s report)', relation: 'solicitudes_ausencia', op: 'select', filter: () => ({ colaborador_id: E.matias }), expect: x(D, 0, 0, 0, 0, 1, 0) },
  { title: 'marcas_asistencia: the fixture day', relation: 'marcas_asistencia', op: 'select', filter: () => ({ fecha: F.fechaMarcas }), expect: x(D, 0, 1, 1, 1, 2, 0) },

  // ---- employees and records: the company's admins write ------------------------- anon inact ana luis aPac aAnd super
  { title: 'colaboradores: insert', relation: 'colaboradores', op: 'insert', values: () => ({ nombres: 'Nueva', apellidos: 'Persona', cargo: 'Analista', area: 'Personas' }), expect: x(D, D, D, D, 1, 1, 1) },
  { title: 'colaboradores: insert with another company and author', relation: 'colaboradores', op: 'insert', values: () => ({ nombres: 'Nueva', apellidos: 'Persona', empresa_id: 'c0000000-0000-4000-8000-000000000002' }), expect: x(D, D, D, D, D, D, D) },
  { title: 'colaboradores: Rodrigo\'s position', relation: 'colaboradores', op: 'update', filter: () => ({ id: E.rodrigo }), values: () => ({ cargo: 'Técnico Mecánico Senior' }), expect: x(D, 0, 0, 0, 0, 1, 0) },
  { title: 'colaboradores: one\'s own position', relation: 'colaboradores', op: 'update', filter: (c) => ({ id: c.employee }), values: () => ({ cargo: 'Gerente' }), expect: x(D, 0, 0, 0, 1, 1, 0) },
  { title: 'colaboradores: Ana reports to Diego (a loop)', relation: 'colaboradores', op: 'update', filter: () => ({ id: E.ana }), values: () => ({ jefe_id: E.diego }), expect: x(D, 0, 0, 0, 0, I, 0) },
  { title: 'colaboradores: Rodrigo reports to Luis (another company)', relation: 'colaboradores', op: 'update', filter: () => ({ id: E.rodrigo }), values: () => ({ jefe_id: E.luis }), expect: x(D, 0, 0, 0, 0, I, 0) },
  { title: 'colaboradores: link Rodrigo to Luis\'s account (another company)', relation: 'colaboradores', op: 'update', filter: () => ({ id: E.rodrigo }), values: () => ({ usuario_id: USERS.luis }), expect: x(D, 0, 0, 0, 0, I, 0) },
  { title: 'colaboradores: delete Cristóbal', relation: 'colaboradores', op: 'delete', filter: () => ({ id: E.cristobal }), expect: x(D, 0, 0, 0, 0, 1, 0) },
  { title: 'colaboradores_ficha: a record for the new employee', relation: 'colaboradores_ficha', op: 'insert', values: () => ({ colaborador_id: F.sinFicha, rut: '9.876.543-3', fecha_ingreso: '2026-11-02' }), expect: x(D, D, D, D, I, 1, I) },
  { title: 'colaboradores_ficha: a record with a wrong check digit', relation: 'colaboradores_ficha', op: 'insert', values: () => ({ colaborador_id: F.sinFicha, rut: '9.876.543-4', fecha_ingreso: '2026-11-02' }), expect: x(D, D, D, D, I, I, I) },
  { title: 'colaboradores_ficha: Rodrigo\'s contract', relation: 'colaboradores_ficha', op: 'update', filter: () => ({ colaborador_id: E.rodrigo }), values: () => ({ tipo_contrato: 'plazo_fijo' }), expect: x(D, 0, 0, 0, 0, 1, 0) },
  { title: 'colaboradores_ficha: own opening vacation balance', relation: 'colaboradores_ficha', op: 'update', filter: (c) => ({ colaborador_id: c.employee }), values: () => ({ saldo_vacaciones_inicial: 99 }), expect: x(D, 0, 0, 0, 1, 1, 0) },
  { title: 'colaboradores_ficha: delete Rodrigo\'s', relation: 'colaboradores_ficha', op: 'delete', filter: () => ({ colaborador_id: E.rodrigo }), expect: x(D, 0, 0, 0, 0, 1, 0) },
  { title: 'directorio_colaboradores: rename Rodrigo through the view', relation: 'directorio_colaboradores', op: 'update', filter: () => ({ id: E.rodrigo }), values: () => ({ nombres: 'Rodrigo' }), expect: x(D, D, D, D, D, D, D) },
  { title: 'feriados: add a company holiday', relation: 'feriados', op: 'insert', values: () => ({ fecha: '2026-12-24', nombre: 'Nochebuena' }), expect: x(D, D, D, D, 1, 1, 1) },
  { title: 'feriados: delete Andes\' Christmas', relation: 'feriados', op: 'delete', filter: () => ({ empresa_id: 'c0000000-0000-4000-8000-000000000002', fecha: '2026-12-25' }), expect: x(D, 0, 0, 0, 0, 1, 0) },

  // ---- requests: for oneself; resolved by the direct manager or an admin ---------- anon inact ana luis aPac aAnd super
  { title: 'solicitudes_ausencia: ask for oneself', relation: 'solicitudes_ausencia', op: 'insert', values: (c) => ({ colaborador_id: c.employee, tipo: 'permiso_con_goce', fecha_inicio: '2030-06-03', fecha_fin: '2030-06-03' }), expect: x(D, D, 1, 1, 1, 1, D) },
  { title: 'solicitudes_ausencia: ask for Rodrigo', relation: 'solicitudes_ausencia', op: 'insert', values: () => ({ colaborador_id: E.rodrigo, tipo: 'permiso_con_goce', fecha_inicio: '2030-06-03', fecha_fin: '2030-06-03' }), expect: x(D, D, D, D, D, D, D) },
  { title: 'solicitudes_ausencia: ask for oneself, already approved', relation: 'solicitudes_ausencia', op: 'insert', values: (c) => ({ colaborador_id: c.employee, tipo: 'permiso_con_goce', fecha_inicio: '2030-06-03', fecha_fin: '2030-06-03', estado: 'aprobada' }), expect: x(D, D, D, D, D, D, D) },
  { title: 'solicitudes_ausencia: approve Rodrigo\'s (Ana is his manager)', relation: 'solicitudes_ausencia', op: 'update', filter: () => ({ id: F.rodrigoPending }), values: () => ({ estado: 'aprobada', comentario_resolucion: 'Ok' }), expect: x(D, 0, 1, 0, 0, 1, 0) },
  { title: 'solicitudes_ausencia: approve Diego\'s (Ana is not his direct manager)', relation: 'solicitudes_ausencia', op: 'update', filter: () => ({ id: REQUESTS.diegoPending }), values: () => ({ estado: 'aprobada' }), expect: x(D, 0, D, 0, 0, 1, 0) },
  { title: 'solicitudes_ausencia: approve Luis\'s', relation: 'solicitudes_ausencia', op: 'update', filter: () => ({ id: REQUESTS.luisPending }), values: () => ({ estado: 'aprobada' }), expect: x(D, 0, 0, D, 1, 0, 0) },
  { title: 'solicitudes_ausencia: reject Rodrigo\'s without a comment', relation: 'solicitudes_ausencia', op: 'update', filter: () => ({ id: F.rodrigoPending }), values: () => ({ estado: 'rechazada' }), expect: x(D, 0, I, 0, 0, I, 0) },
  { title: 'solicitudes_ausencia: approve one\'s own (Carlos, the admin)', relation: 'solicitudes_ausencia', op: 'update', filter: () => ({ id: F.carlosPending }), values: () => ({ estado: 'aprobada' }), expect: x(D, 0, 0, 0, 0, D, 0) },
  { title: 'solicitudes_ausencia: cancel Ana\'s', relation: 'solicitudes_ausencia', op: 'update', filter: () => ({ id: F.anaPending }), values: () => ({ estado: 'cancelada' }), expect: x(D, 0, 1, 0, 0, D, 0) },
  { title: 'solicitudes_ausencia: move Ana\'s dates', relation: 'solicitudes_ausencia', op: 'update', filter: () => ({ id: F.anaPending }), values: () => ({ fecha_fin: '2030-04-30' }), expect: x(D, D, D, D, D, D, D) },
  { title: 'solicitudes_ausencia: delete Rodrigo\'s', relation: 'solicitudes_ausencia', op: 'delete', filter: () => ({ id: F.rodrigoPending }), expect: x(D, 0, 0, 0, 0, 1, 0) },

  // ---- attendance: one's own marks; admins correct any ------------------------------ anon inact ana luis aPac aAnd super
  { title: 'marcas_asistencia: clock in (own)', relation: 'marcas_asistencia', op: 'insert', values: (c) => ({ colaborador_id: c.employee }), expect: x(D, D, 1, 1, 1, 1, I) },
  { title: 'marcas_asistencia: a mark for Rodrigo', relation: 'marcas_asistencia', op: 'insert', values: () => ({ colaborador_id: E.rodrigo, entrada: '2020-01-07T11:00:00Z', salida: '2020-01-07T20:00:00Z' }), expect: x(D, D, D, D, I, 1, I) },
  { title: 'marcas_asistencia: move Rodrigo\'s arrival', relation: 'marcas_asistencia', op: 'update', filter: () => ({ colaborador_id: E.rodrigo, fecha: F.fechaMarcas }), values: () => ({ entrada: '2020-01-06T10:00:00Z' }), expect: x(D, 0, 0, 0, 0, 1, 0) },
  { title: 'marcas_asistencia: own arrival moved earlier', relation: 'marcas_asistencia', op: 'update', filter: (c) => ({ colaborador_id: c.employee, fecha: F.fechaMarcas }), values: () => ({ entrada: '2020-01-06T09:00:00Z' }), expect: x(D, 0, 0, D, 0, 0, 0) },
  { title: 'marcas_asistencia: delete Matías\'s', relation: 'marcas_asistencia', op: 'delete', filter: () => ({ colaborador_id: E.matias, fecha: F.fechaMarcas }), expect: x(D, 0, 0, 0, 0, 1, 0) },
];
