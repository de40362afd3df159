/**
 * Axel CRM through the shared module access matrix (tests/support/module-access-matrix.ts): each
 * demo account × select, insert, update, delete on every CRM table, with CRM granted, denied to Ana
 * by an override, out of the plan, the account inactive, another company (super_admin included: it
 * reads its own company's CRM only) and anon. Usuario creates and edits; admin_empresa deletes.
 * Then the leads: a /contacto request sent through the API lands in Axel Platform's CRM, where
 * its super_admin converts it, and no tenant sees it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANDES,
  expectedMatrix,
  runModuleAccessMatrix,
  signInMatrixClients,
  type MatrixAccount,
  type ModuleTableSpec,
} from '../support/module-access-matrix.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const AXEL_PLATFORM = 'c0000000-0000-4000-8000-000000000001';

let server: TestServer;
let clients: Record<MatrixAccount, SupabaseClient>;
let service: SupabaseClient;
let accountId: string;
let opportunityId: string;

const uniq = () => Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  server = await startTestServer();
  clients = await signInMatrixClients(server);
  service = server.service();
  const account = await service
    .from('terceros')
    .insert({ empresa_id: ANDES, nombre: `Cuenta de la matriz ${uniq()}` })
    .select('id')
    .single();
  if (account.error) throw new Error(account.error.message);
  accountId = (account.data as { id: string }).id;
  const opp = await service
    .from('crm_oportunidades')
    .insert({ empresa_id: ANDES, nombre: 'Oportunidad de la matriz', tercero_id: accountId })
    .select('id')
    .single();
  if (opp.error) throw new Error(opp.error.message);
  opportunityId = (opp.data as { id: string }).id;
});
afterAll(async () => {
  await server?.stop();
});

const SPECS: ModuleTableSpec[] = [
  // Rows that point at an Andes account or opportunity cannot be made by another company.
  {
    table: 'crm_contactos',
    module: 'crm',
    ownCompanyInsert: false,
    insert: () => ({ tercero_id: accountId, nombre: `Contacto ${uniq()}` }),
    update: { cargo: 'Gerente' },
    deleteBy: 'admin',
  },
  {
    table: 'crm_oportunidades',
    module: 'crm',
    ownCompanyInsert: false,
    insert: () => ({
      tercero_id: accountId,
      nombre: `Oportunidad ${uniq()}`,
      monto: 1500000,
      probabilidad: 25,
      etapa: 'calificado',
    }),
    update: { etapa: 'propuesta' },
    deleteBy: 'admin',
  },
  {
    table: 'crm_actividades',
    module: 'crm',
    ownCompanyInsert: false,
    insert: () => ({ oportunidad_id: opportunityId, tipo: 'llamada', asunto: `Llamar ${uniq()}` }),
    update: { completada: true },
    deleteBy: 'admin',
  },
  // A lead typed in by hand is the caller's company's: another company's insert lands in its own.
  {
    table: 'crm_leads',
    module: 'crm',
    insert: () => ({ nombre: `Lead ${uniq()}`, correo: 'lead@ejemplo.cl' }),
    update: { estado: 'contactado' },
    deleteBy: 'admin',
  },
];

describe('Axel CRM through the module access matrix', () => {
  for (const spec of SPECS) {
    it(`${spec.table}: granted, denied by override, out of plan, inactive, other company, anon`, async () => {
      expect(await runModuleAccessMatrix(server, clients, spec)).toEqual(expectedMatrix(spec));
    });
  }

  it('keeps the RPCs to the module: owners and the overview answer nothing without CRM, conversion is refused', async () => {
    const owners = await clients.ana.rpc('crm_responsables');
    expect(owners.error).toBeNull();
    expect((owners.data as Array<{ nombre: string }>).map((o) => o.nombre)).toEqual(
      expect.arrayContaining(['Ana Torres', 'Carlos Mendoza']),
    );
    expect((owners.data as unknown[]).length).toBe(2); // Pedro (inactive) is not offered
    const inactive = await clients.inactivo.rpc('crm_responsables');
    expect(inactive.data ?? []).toEqual([]);
    const anon = await clients.anon.rpc('crm_resumen');
    expect(anon.error?.code).toBe('42501');
  });
});

describe('leads from /contacto', () => {
  it("lands in Axel Platform's CRM, its super_admin converts it, and no tenant ever sees it", async () => {
    const email = `prospecto.${Date.now()}@ejemplo.cl`;
    const sent = await clients.anon.from('solicitudes_contacto').insert({
      nombre: 'Prospecto Matriz',
      empresa: `Empresa ${uniq()}`,
      correo: email,
      mensaje: 'Quiero Axel CRM',
      modulo_interes: 'crm',
    });
    expect(sent.error).toBeNull();
    const lead = await clients.superadmin
      .from('crm_leads')
      .select('id, empresa_id, estado, modulo_interes')
      .eq('correo', email)
      .single();
    expect(lead.error).toBeNull();
    expect(lead.data).toMatchObject({ empresa_id: AXEL_PLATFORM, estado: 'nuevo', modulo_interes: 'crm' });
    for (const who of ['ana', 'adminAndes', 'adminPacifico', 'inactivo', 'anon'] as const) {
      const seen = await clients[who].from('crm_leads').select('id').eq('correo', email);
      expect(seen.data ?? [], who).toEqual([]);
    }
    // A tenant cannot convert it either: it is not found for them.
    const foreign = await clients.adminAndes.rpc('crm_convertir_lead', { p_lead_id: (lead.data as { id: string }).id });
    expect(foreign.error?.code).toBe('P0002');
    const converted = await clients.superadmin.rpc('crm_convertir_lead', {
      p_lead_id: (lead.data as { id: string }).id,
      p_monto: 3200000,
    });
    expect(converted.error).toBeNull();
    const opp = await clients.superadmin
      .from('crm_oportunidades')
      .select('empresa_id, etapa, monto, terceros(nombre, correo)')
      .eq('id', converted.data as string)
      .single();
    expect(opp.data).toMatchObject({
      empresa_id: AXEL_PLATFORM,
      etapa: 'prospecto',
      monto: 3200000,
      terceros: { correo: email },
    });
    const after = await clients.superadmin
      .from('crm_leads')
      .select('estado, oportunidad_id')
      .eq('correo', email)
      .single();
    expect(after.data).toEqual({ estado: 'convertido', oportunidad_id: converted.data });
  });
});
