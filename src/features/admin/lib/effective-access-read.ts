/**
 * What the 'Accesos Efectivos' tab reads first, without the browser's client, so that
 * `npm run bench -- rest` times the request the tab sends (bench/rest.ts).
 */

/**
 * The columns the tab and the CSV use. Not `*`: `busqueda` (the search column) and the ids the
 * screen does not show would add a third to a 50,000-row response.
 */
export const EFFECTIVE_ACCESS_COLUMNS =
  'usuario_id, nombre, apellido_paterno, apellido_materno, correo, empresa_nombre, plan_nombre, modulo_id, modulo_clave, modulo_nombre, modulo_descripcion, en_plan, acceso_efectivo, override_aplicado';

/** Rows asked for first: few, so the table paints quickly. */
export const EFFECTIVE_ACCESS_FIRST_PAGE_SIZE = 200;
