-- Axel Skills, courses (issue 38, "Courses"; docs/skills.md "Cursos"):
--   skills_cursos            online ('online') or classroom ('presencial') courses, the skill level a
--                            course grants, its hours, and the annual training plan (year, budget, spend)
--   skills_lecciones         an online course's lessons: text, a video link or a file (the attachments
--                            layer: adjuntos/<empresa>/skills/skills_lecciones/<lección>/<archivo>)
--   skills_preguntas         the quiz: questions with options and the correct one; read by admin_empresa
--                            only (a learner gets the questions without answers: skills_cuestionario)
--   skills_sesiones          a classroom course's sessions: date, place, instructor (name and account)
--   skills_cursos_cargos     enrolment by position (People's cargo): everyone in it, and every new hire
--   skills_inscripciones     who takes which course (by the admin, or 'cargo')
--   skills_lecciones_vistas  lessons a learner has seen
--   skills_intentos          quiz attempts, graded here (skills_responder_cuestionario)
--   skills_asistencias       attendance per session, taken by the admin or the session's instructor
--   skills_certificados      issued at completion, with a verification code; completion also raises
--                            the skill level the course grants (an assessment in skills_evaluaciones)
-- Privacy as the catalogue's assessments: enrolments and everything under them are read for the
-- employees of private.skills_visibles() (oneself, one's reports, all for admin_empresa).

-- 1. Tables -----------------------------------------------------------------------------------------

create table public.skills_cursos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  nombre text not null check (char_length(btrim(nombre)) between 1 and 150),
  descripcion text not null default '' check (char_length(descripcion) <= 2000),
  modalidad text not null check (modalidad in ('online', 'presencial')),
  es_induccion boolean not null default false,
  horas numeric(6, 1) not null check (horas > 0 and horas <= 1000),
  competencia_id uuid,
  nivel_otorgado smallint check (nivel_otorgado between 1 and 4),
  -- The quiz (online courses): the pass mark in percent and the attempts allowed.
  nota_aprobacion smallint not null default 70 check (nota_aprobacion between 1 and 100),
  max_intentos smallint not null default 3 check (max_intentos between 1 and 10),
  -- The annual training plan: the year the course belongs to, its budget and what was spent (CLP).
  anio smallint not null default extract(year from now())::smallint check (anio between 2000 and 2100),
  presupuesto numeric(14, 0) not null default 0 check (presupuesto >= 0),
  gasto numeric(14, 0) not null default 0 check (gasto >= 0),
  activo boolean not null default true,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id),
  foreign key (empresa_id, competencia_id) references public.skills_competencias (empresa_id, id) on delete set null (competencia_id),
  constraint skills_cursos_nivel_con_competencia check ((competencia_id is null) = (nivel_otorgado is null))
);
create unique index skills_cursos_nombre_idx on public.skills_cursos (empresa_id, anio, lower(btrim(nombre)));
create index skills_cursos_competencia_idx on public.skills_cursos (competencia_id);
select private.preparar_tabla_modulo('public.skills_cursos', 'skills', crear => 'admin', editar => 'admin');

create table public.skills_lecciones (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  curso_id uuid not null,
  orden integer not null default 1 check (orden between 1 and 1000),
  titulo text not null check (char_length(btrim(titulo)) between 1 and 150),
  tipo text not null check (tipo in ('texto', 'video', 'archivo')),
  contenido text not null default '' check (char_length(contenido) <= 20000),
  url text check (url ~ '^https?://[^\s]+$' and char_length(url) <= 1000),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id),
  foreign key (empresa_id, curso_id) references public.skills_cursos (empresa_id, id) on delete cascade,
  constraint skills_lecciones_video_con_enlace check (tipo <> 'video' or url is not null)
);
create index skills_lecciones_curso_idx on public.skills_lecciones (curso_id, orden);
select private.preparar_tabla_modulo('public.skills_lecciones', 'skills', crear => 'admin', editar => 'admin');

create table public.skills_preguntas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  curso_id uuid not null,
  orden integer not null default 1 check (orden between 1 and 1000),
  enunciado text not null check (char_length(btrim(enunciado)) between 1 and 1000),
  opciones text[] not null check (cardinality(opciones) between 2 and 6 and array_position(opciones, null) is null),
  -- The right option, 0-based. Never readable by a learner: the table is admin_empresa's.
  correcta smallint not null check (correcta >= 0),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id),
  foreign key (empresa_id, curso_id) references public.skills_cursos (empresa_id, id) on delete cascade,
  constraint skills_preguntas_correcta_existe check (correcta < cardinality(opciones))
);
create index skills_preguntas_curso_idx on public.skills_preguntas (curso_id, orden);
select private.preparar_tabla_modulo('public.skills_preguntas', 'skills', leer => null, crear => 'admin', editar => 'admin');
create policy skills_preguntas_leer_admin on public.skills_preguntas for select to authenticated
  using (empresa_id = (select private.empresa_administrada()));

create table public.skills_sesiones (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  curso_id uuid not null,
  fecha date not null,
  hora_inicio time,
  lugar text not null default '' check (char_length(lugar) <= 200),
  instructor text not null check (char_length(btrim(instructor)) between 1 and 150),
  -- The instructor's account, when they have one: they take attendance.
  instructor_id uuid references public.usuarios_plataforma (id) on delete set null,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id),
  foreign key (empresa_id, curso_id) references public.skills_cursos (empresa_id, id) on delete cascade
);
create index skills_sesiones_curso_idx on public.skills_sesiones (curso_id, fecha);
create index skills_sesiones_instructor_idx on public.skills_sesiones (instructor_id);
select private.preparar_tabla_modulo('public.skills_sesiones', 'skills', crear => 'admin', editar => 'admin');

create table public.skills_cursos_cargos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  curso_id uuid not null,
  cargo text not null check (char_length(btrim(cargo)) between 1 and 100),
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  foreign key (empresa_id, curso_id) references public.skills_cursos (empresa_id, id) on delete cascade
);
create unique index skills_cursos_cargos_idx on public.skills_cursos_cargos (empresa_id, lower(btrim(cargo)), curso_id);
create index skills_cursos_cargos_curso_idx on public.skills_cursos_cargos (curso_id);
select private.preparar_tabla_modulo('public.skills_cursos_cargos', 'skills', crear => 'admin', editar => null,
  privilegios => 'select, insert (curso_id, cargo), delete');

create table public.skills_inscripciones (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  curso_id uuid not null,
  colaborador_id uuid not null,
  origen text not null default 'admin' check (origen in ('admin', 'cargo')),
  estado text not null default 'inscrito' check (estado in ('inscrito', 'completado')),
  completado_en timestamptz,
  creado_por uuid,
  actualizado_por uuid,
  creado_en timestamptz not null default now(),
  actualizado_en timestamptz not null default now(),
  unique (empresa_id, id),
  unique (curso_id, colaborador_id),
  foreign key (empresa_id, curso_id) references public.skills_cursos (empresa_id, id) on delete cascade,
  foreign key (empresa_id, colaborador_id) references public.colaboradores (empresa_id, id) on delete cascade
);
create index skills_inscripciones_colaborador_idx on public.skills_inscripciones (colaborador_id);
select private.preparar_tabla_modulo('public.skills_inscripciones', 'skills',
  leer => null, crear => 'admin', editar => null, borrar => 'admin',
  privilegios => 'select, insert (curso_id, colaborador_id), delete');
create policy skills_inscripciones_leer_visibles on public.skills_inscripciones for select to authenticated
  using (colaborador_id in (select private.skills_visibles()));

create table public.skills_lecciones_vistas (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  inscripcion_id uuid not null,
  leccion_id uuid not null,
  visto_en timestamptz not null default now(),
  unique (inscripcion_id, leccion_id),
  foreign key (empresa_id, inscripcion_id) references public.skills_inscripciones (empresa_id, id) on delete cascade,
  foreign key (empresa_id, leccion_id) references public.skills_lecciones (empresa_id, id) on delete cascade
);
create index skills_lecciones_vistas_leccion_idx on public.skills_lecciones_vistas (leccion_id);
select private.preparar_tabla_modulo('public.skills_lecciones_vistas', 'skills',
  leer => null, crear => null, editar => null, borrar => null, privilegios => 'select', atribucion => false);
create policy skills_lecciones_vistas_leer on public.skills_lecciones_vistas for select to authenticated
  using (inscripcion_id in (select i.id from public.skills_inscripciones i));

create table public.skills_intentos (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  inscripcion_id uuid not null,
  numero smallint not null check (numero >= 1),
  respuestas jsonb not null,
  correctas integer not null,
  total integer not null,
  puntaje smallint not null check (puntaje between 0 and 100),
  aprobado boolean not null,
  creado_en timestamptz not null default now(),
  -- The last line of the attempts limit: two submissions never share a number.
  unique (inscripcion_id, numero),
  foreign key (empresa_id, inscripcion_id) references public.skills_inscripciones (empresa_id, id) on delete cascade
);
select private.preparar_tabla_modulo('public.skills_intentos', 'skills',
  leer => null, crear => null, editar => null, borrar => null, privilegios => 'select', atribucion => false);
create policy skills_intentos_leer on public.skills_intentos for select to authenticated
  using (inscripcion_id in (select i.id from public.skills_inscripciones i));

create table public.skills_asistencias (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  sesion_id uuid not null,
  inscripcion_id uuid not null,
  presente boolean not null,
  registrado_por uuid references public.usuarios_plataforma (id) on delete set null,
  registrado_en timestamptz not null default now(),
  unique (sesion_id, inscripcion_id),
  foreign key (empresa_id, sesion_id) references public.skills_sesiones (empresa_id, id) on delete cascade,
  foreign key (empresa_id, inscripcion_id) references public.skills_inscripciones (empresa_id, id) on delete cascade
);
create index skills_asistencias_inscripcion_idx on public.skills_asistencias (inscripcion_id);
create index skills_asistencias_registrado_idx on public.skills_asistencias (registrado_por);
select private.preparar_tabla_modulo('public.skills_asistencias', 'skills',
  leer => null, crear => null, editar => null, borrar => null, privilegios => 'select', atribucion => false);
create policy skills_asistencias_leer on public.skills_asistencias for select to authenticated
  using (inscripcion_id in (select i.id from public.skills_inscripciones i));

create table public.skills_certificados (
  id uuid primary key default gen_random_uuid(),
  empresa_id uuid not null,
  inscripcion_id uuid not null unique,
  colaborador_id uuid not null,
  curso_id uuid not null,
  -- What the certificate prints, as it was on the day it was issued.
  codigo text not null unique check (codigo ~ '^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$'),
  fecha date not null,
  horas numeric(6, 1) not null,
  colaborador_nombre text not null,
  curso_nombre text not null,
  empresa_nombre text not null,
  competencia_nombre text,
  nivel_otorgado smallint,
  creado_en timestamptz not null default now(),
  foreign key (empresa_id, inscripcion_id) references public.skills_inscripciones (empresa_id, id) on delete cascade,
  foreign key (empresa_id, colaborador_id) references public.colaboradores (empresa_id, id) on delete cascade,
  foreign key (empresa_id, curso_id) references public.skills_cursos (empresa_id, id) on delete cascade
);
create index skills_certificados_colaborador_idx on public.skills_certificados (colaborador_id);
create index skills_certificados_curso_idx on public.skills_certificados (curso_id);
create index skills_certificados_fecha_idx on public.skills_certificados (empresa_id, fecha);
select private.preparar_tabla_modulo('public.skills_certificados', 'skills',
  leer => null, crear => null, editar => null, borrar => null, privilegios => 'select', atribucion => false);
create policy skills_certificados_leer_visibles on public.skills_certificados for select to authenticated
  using (colaborador_id in (select private.skills_visibles()));

-- 2. Rules on the tables ----------------------------------------------------------------------------

-- A lesson belongs to an online course, a session to a classroom course; a course keeps its modality
-- once it has lessons or sessions.
create function private.skills_verificar_contenido_curso() returns trigger
language plpgsql set search_path = '' as $$
declare
  v_modalidad text;
begin
  select c.modalidad into v_modalidad from public.skills_cursos c where c.id = new.curso_id;
  if tg_table_name in ('skills_lecciones', 'skills_preguntas') and v_modalidad <> 'online' then
    raise exception using errcode = '23514', message = 'Las lecciones y el cuestionario son de cursos online';
  elsif tg_table_name = 'skills_sesiones' and v_modalidad <> 'presencial' then
    raise exception using errcode = '23514', message = 'Las sesiones son de cursos presenciales';
  end if;
  return new;
end
$$;
revoke all on function private.skills_verificar_contenido_curso() from public;
create trigger b_verificar_curso before insert or update of curso_id on public.skills_lecciones
  for each row execute function private.skills_verificar_contenido_curso();
create trigger b_verificar_curso before insert or update of curso_id on public.skills_preguntas
  for each row execute function private.skills_verificar_contenido_curso();
create trigger b_verificar_curso before insert or update of curso_id on public.skills_sesiones
  for each row execute function private.skills_verificar_contenido_curso();

create function private.skills_verificar_modalidad() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.modalidad <> old.modalidad and (
    exists (select 1 from public.skills_lecciones l where l.curso_id = new.id)
    or exists (select 1 from public.skills_preguntas p where p.curso_id = new.id)
    or exists (select 1 from public.skills_sesiones s where s.curso_id = new.id)) then
    raise exception using errcode = '23514',
      message = 'No se puede cambiar la modalidad de un curso que ya tiene lecciones, preguntas o sesiones';
  end if;
  return new;
end
$$;
revoke all on function private.skills_verificar_modalidad() from public;
create trigger b_verificar_modalidad before update of modalidad on public.skills_cursos
  for each row execute function private.skills_verificar_modalidad();

-- An enrolment is of an active employee; a client's enrolment is always the admin's ('admin').
create function private.skills_verificar_inscripcion() returns trigger
language plpgsql set search_path = '' as $$
begin
  if exists (select 1 from public.colaboradores c where c.id = new.colaborador_id and c.estado <> 'activo') then
    raise exception using errcode = '23514', message = 'No se puede inscribir a un colaborador desvinculado';
  end if;
  if exists (select 1 from public.skills_cursos c where c.id = new.curso_id and not c.activo) then
    raise exception using errcode = '23514', message = 'El curso no está activo';
  end if;
  return new;
end
$$;
revoke all on function private.skills_verificar_inscripcion() from public;
create trigger b_verificar before insert on public.skills_inscripciones
  for each row execute function private.skills_verificar_inscripcion();

-- 3. Enrolment by position -----------------------------------------------------------------------------

-- Enrols the company's active employees of a position in a course (no duplicates).
create function private.skills_inscribir_cargo(p_empresa uuid, p_curso uuid, p_cargo text) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_n integer;
begin
  insert into public.skills_inscripciones (empresa_id, curso_id, colaborador_id, origen)
  select p_empresa, p_curso, c.id, 'cargo'
  from public.colaboradores c
  join public.skills_cursos k on k.id = p_curso and k.empresa_id = p_empresa and k.activo
  where c.empresa_id = p_empresa and c.estado = 'activo' and lower(btrim(c.cargo)) = lower(btrim(p_cargo))
  on conflict (curso_id, colaborador_id) do nothing;
  get diagnostics v_n = row_count;
  return v_n;
end
$$;
revoke all on function private.skills_inscribir_cargo(uuid, uuid, text) from public, anon, authenticated;

-- Linking a course to a position enrols everyone in it now.
create function private.skills_curso_cargo_inscribir() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.skills_inscribir_cargo(new.empresa_id, new.curso_id, new.cargo);
  return null;
end
$$;
revoke all on function private.skills_curso_cargo_inscribir() from public, anon, authenticated;
create trigger c_inscribir after insert on public.skills_cursos_cargos
  for each row execute function private.skills_curso_cargo_inscribir();

-- A new hire (or an employee moved to another position) is enrolled in the position's courses: the
-- induction path. Fires on People's directory, whoever writes it.
create function private.skills_colaborador_inscribir() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.estado = 'activo' and (tg_op = 'INSERT' or lower(btrim(new.cargo)) is distinct from lower(btrim(old.cargo))
      or old.estado <> 'activo') then
    insert into public.skills_inscripciones (empresa_id, curso_id, colaborador_id, origen)
    select new.empresa_id, cc.curso_id, new.id, 'cargo'
    from public.skills_cursos_cargos cc
    join public.skills_cursos k on k.id = cc.curso_id and k.activo
    where cc.empresa_id = new.empresa_id and lower(btrim(cc.cargo)) = lower(btrim(new.cargo))
    on conflict (curso_id, colaborador_id) do nothing;
  end if;
  return null;
end
$$;
revoke all on function private.skills_colaborador_inscribir() from public, anon, authenticated;
create trigger skills_inscribir_por_cargo after insert or update of cargo, estado on public.colaboradores
  for each row execute function private.skills_colaborador_inscribir();

-- 4. Completion, the certificate and the skill level -----------------------------------------------

-- A verification code: three groups of four letters and digits (no 0/O, 1/I), e.g. 'K7PQ-3XM9-TR2D'.
create function private.skills_codigo_certificado() returns text
language sql volatile set search_path = '' as $$
  select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 1 + floor(random() * 32)::int, 1)
    || case when g in (4, 8) then '-' else '' end, '' order by g)
  from generate_series(1, 12) g
$$;
revoke all on function private.skills_codigo_certificado() from public, anon, authenticated;

-- Whether the enrolment is complete; if so (and not yet), marks it, issues the certificate and raises
-- the granted skill level when the employee's current level is lower. Returns the certificate's id.
create function private.skills_evaluar_finalizacion(p_inscripcion uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_i public.skills_inscripciones;
  v_c public.skills_cursos;
  v_completo boolean;
  v_cert uuid;
  v_codigo text;
  v_nivel smallint;
  v_eval uuid;
begin
  select * into v_i from public.skills_inscripciones where id = p_inscripcion for update;
  if not found or v_i.estado = 'completado' then
    return null;
  end if;
  select * into v_c from public.skills_cursos where id = v_i.curso_id;
  if v_c.modalidad = 'online' then
    v_completo := exists (select 1 from public.skills_lecciones l where l.curso_id = v_c.id)
      and not exists (
        select 1 from public.skills_lecciones l where l.curso_id = v_c.id
          and not exists (select 1 from public.skills_lecciones_vistas v where v.inscripcion_id = v_i.id and v.leccion_id = l.id))
      and (not exists (select 1 from public.skills_preguntas p where p.curso_id = v_c.id)
        or exists (select 1 from public.skills_intentos t where t.inscripcion_id = v_i.id and t.aprobado));
  else
    v_completo := exists (select 1 from public.skills_sesiones s where s.curso_id = v_c.id)
      and not exists (
        select 1 from public.skills_sesiones s where s.curso_id = v_c.id
          and not exists (select 1 from public.skills_asistencias a
            where a.sesion_id = s.id and a.inscripcion_id = v_i.id and a.presente));
  end if;
  if not v_completo then
    return null;
  end if;

  update public.skills_inscripciones set estado = 'completado', completado_en = now() where id = v_i.id;
  loop
    v_codigo := private.skills_codigo_certificado();
    exit when not exists (select 1 from public.skills_certificados where codigo = v_codigo);
  end loop;
  insert into public.skills_certificados (empresa_id, inscripcion_id, colaborador_id, curso_id, codigo, fecha, horas,
    colaborador_nombre, curso_nombre, empresa_nombre, competencia_nombre, nivel_otorgado)
  select v_i.empresa_id, v_i.id, v_i.colaborador_id, v_c.id, v_codigo, private.hoy_chile(), v_c.horas,
    btrim(col.nombres || ' ' || col.apellidos), v_c.nombre, e.nombre, comp.nombre, v_c.nivel_otorgado
  from public.colaboradores col
  join public.empresas e on e.id = col.empresa_id
  left join public.skills_competencias comp on comp.id = v_c.competencia_id
  where col.id = v_i.colaborador_id
  returning id into v_cert;

  if v_c.competencia_id is not null then
    select n.nivel into v_nivel from public.skills_niveles_actuales n
    where n.colaborador_id = v_i.colaborador_id and n.competencia_id = v_c.competencia_id;
    if v_nivel is null or v_nivel < v_c.nivel_otorgado then
      insert into public.skills_evaluaciones (empresa_id, colaborador_id, competencia_id, nivel, fecha, evidencia)
      values (v_i.empresa_id, v_i.colaborador_id, v_c.competencia_id, v_c.nivel_otorgado, private.hoy_chile(),
        'Curso aprobado: ' || v_c.nombre || ' (certificado ' || v_codigo || ')')
      returning id into v_eval;
      -- The assessment is the course's, not the learner's: nobody is its assessor.
      update public.skills_evaluaciones set evaluador_id = null where id = v_eval;
    end if;
  end if;
  return v_cert;
end
$$;
revoke all on function private.skills_evaluar_finalizacion(uuid) from public, anon, authenticated;

-- 5. The learner's functions ------------------------------------------------------------------------

-- The caller's own enrolment in a course, locked (the row every write of the learner serialises on).
create function private.skills_mi_inscripcion(p_curso uuid) returns public.skills_inscripciones
language plpgsql security definer set search_path = '' as $$
declare
  v_i public.skills_inscripciones;
begin
  if auth.uid() is null or private.empresa_actual() is null or not private.tiene_modulo('skills') then
    raise exception using errcode = '42501', message = 'No tienes acceso a Axel Skills';
  end if;
  select i.* into v_i from public.skills_inscripciones i
  where i.curso_id = p_curso and i.empresa_id = private.empresa_actual()
    and i.colaborador_id = private.skills_mi_colaborador()
  for update of i;
  if not found then
    raise exception using errcode = '42501', message = 'No estás inscrito en este curso';
  end if;
  return v_i;
end
$$;
revoke all on function private.skills_mi_inscripcion(uuid) from public, anon, authenticated;

-- The quiz without its answers, for anyone of the company with Skills.
create function private.skills_cuestionario(p_curso uuid)
returns table (id uuid, orden integer, enunciado text, opciones text[])
language sql stable security definer set search_path = '' as $$
  select p.id, p.orden, p.enunciado, p.opciones from public.skills_preguntas p
  where p.curso_id = p_curso and p.empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('skills'))
  order by p.orden, p.id
$$;

-- Marks a lesson seen by the caller (idempotent) and completes the course when it is.
create function private.skills_marcar_leccion(p_leccion uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_l public.skills_lecciones;
  v_i public.skills_inscripciones;
  v_cert uuid;
begin
  select * into v_l from public.skills_lecciones where id = p_leccion and empresa_id = private.empresa_actual();
  if not found then
    raise exception using errcode = '22023', message = 'La lección no existe';
  end if;
  v_i := private.skills_mi_inscripcion(v_l.curso_id);
  insert into public.skills_lecciones_vistas (empresa_id, inscripcion_id, leccion_id)
  values (v_i.empresa_id, v_i.id, v_l.id) on conflict (inscripcion_id, leccion_id) do nothing;
  v_cert := private.skills_evaluar_finalizacion(v_i.id);
  return jsonb_build_object('certificado_id', v_cert);
end
$$;

-- Grades an attempt of the caller's quiz. p_respuestas: {"<pregunta id>": <option index>, ...}.
-- The enrolment row is locked first, so concurrent submissions count one after another and never
-- pass the limit. Returns the score, not the right answers.
create function private.skills_responder_cuestionario(p_curso uuid, p_respuestas jsonb) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_i public.skills_inscripciones;
  v_c public.skills_cursos;
  v_usados integer;
  v_total integer;
  v_correctas integer;
  v_puntaje integer;
  v_aprobado boolean;
  v_cert uuid;
begin
  if p_respuestas is null or jsonb_typeof(p_respuestas) <> 'object' then
    raise exception using errcode = '22023', message = 'Las respuestas deben ser un objeto {pregunta: opción}';
  end if;
  v_i := private.skills_mi_inscripcion(p_curso);
  select * into v_c from public.skills_cursos where id = p_curso;
  select count(*) into v_total from public.skills_preguntas where curso_id = p_curso;
  if v_total = 0 then
    raise exception using errcode = '23514', message = 'El curso no tiene cuestionario';
  end if;
  if exists (select 1 from public.skills_intentos t where t.inscripcion_id = v_i.id and t.aprobado) then
    raise exception using errcode = '23514', message = 'Ya aprobaste el cuestionario de este curso';
  end if;
  select count(*) into v_usados from public.skills_intentos where inscripcion_id = v_i.id;
  if v_usados >= v_c.max_intentos then
    raise exception using errcode = '23514',
      message = case when v_c.max_intentos = 1 then 'Ya usaste el único intento permitido del cuestionario'
        else format('Ya usaste los %s intentos permitidos del cuestionario', v_c.max_intentos) end;
  end if;
  if exists (select 1 from jsonb_each(p_respuestas) r
      where r.key !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        or jsonb_typeof(r.value) <> 'number'
        or not exists (select 1 from public.skills_preguntas p where p.curso_id = p_curso and p.id::text = r.key)) then
    raise exception using errcode = '22023', message = 'Las respuestas no corresponden a las preguntas del curso';
  end if;
  if (select count(*) from jsonb_object_keys(p_respuestas)) < v_total then
    raise exception using errcode = '22023', message = 'Responde todas las preguntas antes de enviar';
  end if;
  select count(*) into v_correctas from public.skills_preguntas p
  where p.curso_id = p_curso and (p_respuestas ->> p.id::text) = p.correcta::text;
  v_puntaje := round(100.0 * v_correctas / v_total);
  v_aprobado := v_puntaje >= v_c.nota_aprobacion;
  insert into public.skills_intentos (empresa_id, inscripcion_id, numero, respuestas, correctas, total, puntaje, aprobado)
  values (v_i.empresa_id, v_i.id, v_usados + 1, p_respuestas, v_correctas, v_total, v_puntaje, v_aprobado);
  if v_aprobado then
    v_cert := private.skills_evaluar_finalizacion(v_i.id);
  end if;
  return jsonb_build_object('intento', v_usados + 1, 'correctas', v_correctas, 'total', v_total,
    'puntaje', v_puntaje, 'aprobado', v_aprobado, 'intentos_restantes', v_c.max_intentos - v_usados - 1,
    'certificado_id', v_cert);
end
$$;

-- 6. Attendance ------------------------------------------------------------------------------------

create function private.skills_puede_tomar_asistencia(p_sesion uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.skills_sesiones s
    where s.id = p_sesion and s.empresa_id = (select private.empresa_actual()) and (select private.tiene_modulo('skills'))
      and (s.empresa_id = (select private.empresa_administrada()) or s.instructor_id = auth.uid()))
$$;

-- The session's roll: every enrolled person with their attendance (admin or the instructor).
create function private.skills_lista_asistencia(p_sesion uuid)
returns table (inscripcion_id uuid, colaborador_id uuid, nombre text, presente boolean)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.skills_puede_tomar_asistencia(p_sesion) then
    raise exception using errcode = '42501', message = 'Solo el administrador o el instructor de la sesión toma asistencia';
  end if;
  return query
    select i.id, c.id, btrim(c.nombres || ' ' || c.apellidos), a.presente
    from public.skills_sesiones s
    join public.skills_inscripciones i on i.curso_id = s.curso_id
    join public.colaboradores c on c.id = i.colaborador_id
    left join public.skills_asistencias a on a.sesion_id = s.id and a.inscripcion_id = i.id
    where s.id = p_sesion
    order by c.apellidos, c.nombres, c.id;
end
$$;

-- Records attendance: p_asistencias = [{"inscripcion_id": ..., "presente": true|false}, ...].
-- Completes the enrolments that now have every session attended. Returns the certificates issued.
create function private.skills_registrar_asistencia(p_sesion uuid, p_asistencias jsonb) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_s public.skills_sesiones;
  v_fila jsonb;
  v_inscripcion uuid;
  v_emitidos integer := 0;
begin
  if not private.skills_puede_tomar_asistencia(p_sesion) then
    raise exception using errcode = '42501', message = 'Solo el administrador o el instructor de la sesión toma asistencia';
  end if;
  if p_asistencias is null or jsonb_typeof(p_asistencias) <> 'array' or jsonb_array_length(p_asistencias) > 1000 then
    raise exception using errcode = '22023', message = 'La asistencia debe ser una lista de hasta 1.000 personas';
  end if;
  select * into v_s from public.skills_sesiones where id = p_sesion;
  if v_s.fecha > private.hoy_chile() then
    raise exception using errcode = '23514', message = 'No se puede tomar asistencia de una sesión futura';
  end if;
  for v_fila in select * from jsonb_array_elements(p_asistencias) loop
    if jsonb_typeof(v_fila) <> 'object' or jsonb_typeof(v_fila -> 'presente') <> 'boolean'
       or coalesce(v_fila ->> 'inscripcion_id', '') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception using errcode = '22023', message = 'Cada fila de asistencia necesita inscripcion_id y presente';
    end if;
    v_inscripcion := (v_fila ->> 'inscripcion_id')::uuid;
    if not exists (select 1 from public.skills_inscripciones i where i.id = v_inscripcion and i.curso_id = v_s.curso_id) then
      raise exception using errcode = '22023', message = 'La persona no está inscrita en este curso';
    end if;
    insert into public.skills_asistencias (empresa_id, sesion_id, inscripcion_id, presente, registrado_por)
    values (v_s.empresa_id, v_s.id, v_inscripcion, (v_fila ->> 'presente')::boolean, auth.uid())
    on conflict (sesion_id, inscripcion_id) do update
      set presente = excluded.presente, registrado_por = excluded.registrado_por, registrado_en = now();
    if private.skills_evaluar_finalizacion(v_inscripcion) is not null then
      v_emitidos := v_emitidos + 1;
    end if;
  end loop;
  return v_emitidos;
end
$$;

revoke all on function private.skills_cuestionario(uuid), private.skills_marcar_leccion(uuid),
  private.skills_responder_cuestionario(uuid, jsonb), private.skills_puede_tomar_asistencia(uuid),
  private.skills_lista_asistencia(uuid), private.skills_registrar_asistencia(uuid, jsonb) from public, anon;
grant execute on function private.skills_cuestionario(uuid), private.skills_marcar_leccion(uuid),
  private.skills_responder_cuestionario(uuid, jsonb), private.skills_puede_tomar_asistencia(uuid),
  private.skills_lista_asistencia(uuid), private.skills_registrar_asistencia(uuid, jsonb) to authenticated, service_role;

-- 7. The API (security invoker wrappers) -----------------------------------------------------------

create function public.skills_cuestionario(p_curso uuid)
returns table (id uuid, orden integer, enunciado text, opciones text[])
language sql stable security invoker set search_path = '' as $$ select * from private.skills_cuestionario(p_curso) $$;
create function public.skills_marcar_leccion(p_leccion uuid) returns jsonb
language sql security invoker set search_path = '' as $$ select private.skills_marcar_leccion(p_leccion) $$;
create function public.skills_responder_cuestionario(p_curso uuid, p_respuestas jsonb) returns jsonb
language sql security invoker set search_path = '' as $$ select private.skills_responder_cuestionario(p_curso, p_respuestas) $$;
create function public.skills_lista_asistencia(p_sesion uuid)
returns table (inscripcion_id uuid, colaborador_id uuid, nombre text, presente boolean)
language sql stable security invoker set search_path = '' as $$ select * from private.skills_lista_asistencia(p_sesion) $$;
create function public.skills_registrar_asistencia(p_sesion uuid, p_asistencias jsonb) returns integer
language sql security invoker set search_path = '' as $$ select private.skills_registrar_asistencia(p_sesion, p_asistencias) $$;

-- The annual training plan: per course of the year, budget, spend, enrolled and completed (of the
-- employees the caller sees), hours.
create function public.skills_plan_capacitacion(p_anio integer)
returns table (curso_id uuid, nombre text, modalidad text, es_induccion boolean, horas numeric, presupuesto numeric,
  gasto numeric, inscritos bigint, completados bigint)
language sql stable security invoker set search_path = '' as $$
  select c.id, c.nombre, c.modalidad, c.es_induccion, c.horas, c.presupuesto, c.gasto,
    (select count(*) from public.skills_inscripciones i where i.curso_id = c.id),
    (select count(*) from public.skills_inscripciones i where i.curso_id = c.id and i.estado = 'completado')
  from public.skills_cursos c
  where c.anio = p_anio
  order by c.nombre, c.id
$$;

-- Training hours of a year: the hours of the certificates issued that year (those the caller sees).
create function public.skills_horas_capacitacion(p_anio integer)
returns table (horas numeric, certificados bigint, personas bigint)
language sql stable security invoker set search_path = '' as $$
  select coalesce(sum(k.horas), 0), count(*), count(distinct k.colaborador_id)
  from public.skills_certificados k
  where k.fecha >= make_date(p_anio, 1, 1) and k.fecha < make_date(p_anio + 1, 1, 1)
$$;

revoke all on function public.skills_cuestionario(uuid), public.skills_marcar_leccion(uuid),
  public.skills_responder_cuestionario(uuid, jsonb), public.skills_lista_asistencia(uuid),
  public.skills_registrar_asistencia(uuid, jsonb), public.skills_plan_capacitacion(integer),
  public.skills_horas_capacitacion(integer) from public, anon;
grant execute on function public.skills_cuestionario(uuid), public.skills_marcar_leccion(uuid),
  public.skills_responder_cuestionario(uuid, jsonb), public.skills_lista_asistencia(uuid),
  public.skills_registrar_asistencia(uuid, jsonb), public.skills_plan_capacitacion(integer),
  public.skills_horas_capacitacion(integer) to authenticated, service_role;
