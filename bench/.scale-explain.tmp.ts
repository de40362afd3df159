import { PgliteDatabase } from '../server/db/pglite.ts';
import { migrate } from '../server/migrate.ts';
import { seedScale } from '../server/seed-scale.ts';
const db = await PgliteDatabase.open(undefined, { log: true });
let t = Date.now();
await migrate(db);
console.log('migrate', Date.now() - t);
t = Date.now();
const users = Number(process.env.USERS ?? 5000);
await seedScale(db, { companies: Math.max(10, Math.round(users / 25)), users });
console.log('seed', Date.now() - t);
await db.exec('analyze');
console.log((await db.query("select proname, proleakproof from pg_proc where proname in ('text_ge','text_gt','uuid_eq','textlike','boolge','uuid_ge')")).rows);
const sa = (await db.query<{ id: string }>("select id from public.usuarios_plataforma where rol_id='super_admin' limit 1")).rows[0].id;
async function run(label: string, args: string) {
  const t0 = performance.now();
  const r = await db.transaction(async (tx) => {
    await tx.query(`select set_config('role','authenticated',true), set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: sa, role: 'authenticated' })]);
    const x = await tx.query<{ k: string; n: string }>(`select count(*) as n, (array_agg(json_build_array(empresa_nombre, nombre, apellido_paterno, usuario_id, modulo_nombre, modulo_id)))[count(*)]::text as k from public.accesos_efectivos_pagina(${args})`);
    return x.rows[0];
  });
  console.log(label, r.n, (performance.now() - t0).toFixed(1), 'ms');
  return r;
}
for (const [label, args] of (process.env.ONLY ? [] : [
  ['none', ''],
  ['inactive', 'p_acceso => false'],
  ['active', 'p_acceso => true'],
  ['plan basico', "p_plan => 'basico'"],
  ['sin plan', 'p_sin_plan => true'],
  ['search gonz', "p_busqueda => 'gonzalez'"],
  ['search rare', "p_busqueda => 'zzzqqq'"],
  ['search mod', "p_busqueda => 'finanzas'"],
] as const)) {
  const p1 = await run(label, args);
  await run(label, args);
  if (Number(p1.n)) {
    const key = p1.k;
    await run(label + ' p2', `${args ? args + ', ' : ''}p_despues => '${key.replaceAll("'", "''")}'::jsonb`);
  }
}
if (process.env.EXPLAIN) {
  await db.exec('set enable_sort = on');
  const r = await db.transaction(async (tx) => {
    await tx.query(`select set_config('role','authenticated',true), set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: sa, role: 'authenticated' })]);

    for (let i = 0; i < 2; i++) {
      let t1 = performance.now();
      await tx.query(`select * from public.accesos_efectivos_pagina()`);
      console.log('fn', performance.now() - t1);
      t1 = performance.now();
      await tx.query(`select a.usuario_id, a.nombre, a.apellido_paterno, a.apellido_materno, a.correo,
      a.empresa_id, a.empresa_nombre, a.plan_clave, a.plan_nombre,
      a.modulo_id, a.modulo_clave, a.modulo_nombre, a.modulo_descripcion,
      a.en_plan, a.acceso_efectivo, a.override_aplicado, a.busqueda from private.accesos_modulo a where true order by (a.empresa_nombre is null), coalesce(a.empresa_nombre, ''), a.nombre, a.apellido_paterno, a.usuario_id, a.modulo_nombre, a.modulo_id limit 1000`);
      console.log('direct', performance.now() - t1);
      t1 = performance.now();
      await tx.query(`select a.* from private.accesos_modulo a where true order by (a.empresa_nombre is null), coalesce(a.empresa_nombre, ''), a.nombre, a.apellido_paterno, a.usuario_id, a.modulo_nombre, a.modulo_id limit $1`, [1000]);
      console.log('direct param', performance.now() - t1);
    }
    return tx.query(`explain analyze select a.usuario_id from private.accesos_modulo a where ((a.empresa_nombre is null), coalesce(a.empresa_nombre, ''), a.nombre, a.apellido_paterno, a.usuario_id) >= (false, 'M', 'a', 'b', '00000000-0000-0000-0000-000000000000'::uuid) and ((a.empresa_nombre is null), coalesce(a.empresa_nombre, ''), a.nombre, a.apellido_paterno, a.usuario_id, a.modulo_nombre, a.modulo_id) > (false, 'M', 'a', 'b', '00000000-0000-0000-0000-000000000000'::uuid, 'x', '00000000-0000-0000-0000-000000000000'::uuid) order by (a.empresa_nombre is null), coalesce(a.empresa_nombre, ''), a.nombre, a.apellido_paterno, a.usuario_id, a.modulo_nombre, a.modulo_id limit 1000`);
  });
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
}
await db.close();
