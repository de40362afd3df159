-- Issue 16: plans have a tier. The admin panel lists them in tier order (Básico, Profesional,
-- Enterprise), never alphabetically, and a change to a lower tier is a downgrade that asks for
-- confirmation. nivel grows with the plan; two plans may share one (ties sort by name).

alter table public.planes_disponibles add column nivel smallint not null default 0;
alter table public.planes_disponibles add constraint planes_disponibles_nivel_check check (nivel between 0 and 1000);

update public.planes_disponibles set nivel = case clave
  when 'basico' then 10
  when 'profesional' then 20
  when 'enterprise' then 30
  else nivel
end;
