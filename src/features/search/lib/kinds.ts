/** The groups of the results, in the order they are shown, with what a person reads (es-CL). */
export const SEARCH_KINDS: ReadonlyArray<{ tipo: string; label: string }> = [
  { tipo: 'tercero', label: 'Clientes y proveedores' },
  { tipo: 'orden', label: 'Órdenes de trabajo' },
  { tipo: 'activo', label: 'Activos' },
  { tipo: 'repuesto', label: 'Repuestos' },
  { tipo: 'colaborador', label: 'Colaboradores' },
  { tipo: 'oportunidad', label: 'Oportunidades' },
  { tipo: 'documento', label: 'Documentos' },
  { tipo: 'proyecto', label: 'Proyectos' },
  { tipo: 'tarea', label: 'Tareas' },
];

/** Postgres searches from two characters (one digit: an order number or a folio). */
export function searchableText(text: string): boolean {
  const t = text.trim();
  return t.length >= 2 || /^[0-9]$/.test(t);
}

/**
 * Groups hits by kind: groups in the order of their best hit (the best match first), hits in the
 * order Postgres ranked them. A kind not listed above (a new module's) gets its own group.
 */
export function groupHits<T extends { tipo: string }>(
  hits: readonly T[],
): Array<{ tipo: string; label: string; hits: T[] }> {
  const groups = new Map<string, T[]>();
  for (const h of hits) {
    const list = groups.get(h.tipo);
    if (list) list.push(h);
    else groups.set(h.tipo, [h]);
  }
  return [...groups].map(([tipo, list]) => ({
    tipo,
    label: SEARCH_KINDS.find((k) => k.tipo === tipo)?.label ?? 'Otros',
    hits: list,
  }));
}

/** Only a path of this app is followed (a ruta is always '/axel-…'). */
export function isAppPath(ruta: string): boolean {
  return ruta.startsWith('/') && !ruta.startsWith('//');
}
