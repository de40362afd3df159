import { formatDate } from '@/lib/format';
import { useCertificationCheck } from '../api/get-certification-check';

/**
 * Under the technician picker: the certifications the order requires that the chosen technician does
 * not hold in force (Axel Skills' rules), and whether the company warns or refuses. Nothing when all is
 * in order, nothing while it is asked, and nothing if the check cannot be asked (it is a hint; the
 * refusal is Postgres's).
 */
export function CertificationWarning({
  tecnicoId,
  activoId,
  tipo,
}: {
  tecnicoId: string | null;
  activoId: string | null;
  tipo: string | null;
}) {
  const check = useCertificationCheck(tecnicoId, activoId, tipo);
  const missing = check.data?.faltantes ?? [];
  if (!tecnicoId || missing.length === 0) return null;
  const refuse = check.data?.modo === 'rechazar';
  return (
    <span
      role="alert"
      className={`mt-1 block rounded border p-2 text-sm ${refuse ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900'}`}
    >
      El técnico no tiene vigente la certificación que exige esta orden:{' '}
      {missing.map((m) => (m.vencida_el ? `${m.nombre} (venció el ${formatDate(m.vencida_el)})` : m.nombre)).join(', ')}
      . {refuse ? 'La empresa no permite esta asignación.' : 'Puedes asignarla igual; queda bajo tu responsabilidad.'}
    </span>
  );
}
