-- PostgreSQL compiles a query to machine code (JIT) when the planner's estimated cost passes
-- jit_above_cost (100,000 by default; jit is on by default in PostgreSQL 15). The estimates of
-- these functions' queries pass it on any data: on a small, never analysed database (a new
-- installation, the test clusters) the planner assumes hundreds of rows per table and a subplan per
-- row, and at 200,000 users the costs are real. The compilation then costs far more than the
-- query: on PostgreSQL 15, with the demo data, a page of 50 rows of 'Accesos Efectivos' took 3.6 s,
-- 3.45 s of it compiling (inlining 0.5 s, optimisation 1.9 s, emission 1.0 s; a busy machine, load
-- 12) and 16 ms without JIT; the count spent 77 ms compiling a query that runs in under 1 ms; the
-- search's candidate tables the same way. So these functions run without JIT
-- (a function's SET applies to every statement planned inside it). PGlite has no JIT; the setting
-- is accepted and does nothing there. tests/db/lints.test.ts keeps the list: a later
-- `create or replace` of one of them must say `set jit = off` again.
alter function public.accesos_efectivos_pagina(text, uuid, text, boolean, boolean, jsonb, integer) set jit = off;
alter function public.accesos_efectivos_csv(text, uuid, text, boolean, boolean, jsonb, integer) set jit = off;
alter function public.accesos_efectivos_conteo(text, uuid, text, boolean, boolean) set jit = off;
alter function private.buscar_candidatos(text, bigint, bigint, text, integer) set jit = off;
