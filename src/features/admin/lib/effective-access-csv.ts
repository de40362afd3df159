/**
 * 'Accesos Efectivos' as a CSV file: one definition (supabase/functions/_shared), which the server's
 * export (export-effective-access) writes and the tab's table shows (Sí/No, Override/Plan).
 */
export {
  accessLabel,
  accessOrigin,
  EFFECTIVE_ACCESS_CSV_COLUMNS,
  EFFECTIVE_ACCESS_CSV_FILE,
} from '../../../../supabase/functions/_shared/effective-access-csv';
