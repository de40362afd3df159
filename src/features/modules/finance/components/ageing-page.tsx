import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DataList, EmptyState, ExportCsvButton, QueryState, type ListColumn } from '@/kit';
import { useAgeing } from '../api/get-ageing';
import type { AgeingRow } from '../api/types';
import type { Direction } from '../lib/labels';
import { formatPesos, toPesos } from '@/lib/money';

const BUCKETS = [
  ['por_vencer', 'Por vencer'],
  ['d0_30', '0–30 días'],
  ['d31_60', '31–60 días'],
  ['d61_90', '61–90 días'],
  ['d90_mas', 'Más de 90 días'],
  ['total', 'Total'],
] as const;

/**
 * Accounts receivable (issued documents) or payable (received), by client or supplier, with the
 * open balances by days overdue. Computed in Postgres (fin_antiguedad); the last row is the total.
 */
export function AgeingPage() {
  const [params, setParams] = useSearchParams();
  const direction: Direction = params.get('tipo') === 'pagar' ? 'recibido' : 'emitido';
  const query = useAgeing(direction);
  const party = direction === 'emitido' ? 'Cliente' : 'Proveedor';
  const columns: ListColumn<AgeingRow>[] = [
    {
      key: 'tercero',
      header: party,
      cell: (r) => (r.tercero_id ? r.tercero_nombre : <strong>Total</strong>),
      csv: (r) => (r.tercero_id ? r.tercero_nombre : 'Total'),
    },
    {
      key: 'documentos',
      header: 'Documentos',
      cell: (r) => r.documentos,
      csv: (r) => r.documentos,
      className: 'text-right',
    },
    ...BUCKETS.map(([key, header]) => ({
      key,
      header,
      cell: (r: AgeingRow) => (
        <span className={`tabular-nums ${r.tercero_id ? '' : 'font-semibold'}`}>{formatPesos(r[key])}</span>
      ),
      csv: (r: AgeingRow) => toPesos(r[key]).toString(),
      className: 'text-right',
    })),
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Cuentas">
        <Button
          variant={direction === 'emitido' ? 'default' : 'outline'}
          aria-pressed={direction === 'emitido'}
          onClick={() => setParams({})}
        >
          Por cobrar
        </Button>
        <Button
          variant={direction === 'recibido' ? 'default' : 'outline'}
          aria-pressed={direction === 'recibido'}
          onClick={() => setParams({ tipo: 'pagar' })}
        >
          Por pagar
        </Button>
        <div className="ml-auto">
          <ExportCsvButton
            rows={query.data ?? []}
            columns={columns}
            fileName={direction === 'emitido' ? 'cuentas-por-cobrar.csv' : 'cuentas-por-pagar.csv'}
          />
        </div>
      </div>
      <QueryState query={query} loadingLabel="Calculando antigüedad..." errorTitle="No se pudo calcular la antigüedad">
        {(rows) => (
          <DataList
            label={direction === 'emitido' ? 'Cuentas por cobrar por antigüedad' : 'Cuentas por pagar por antigüedad'}
            rows={rows.length === 1 && !rows[0].tercero_id && Number(rows[0].documentos) === 0 ? [] : rows}
            columns={columns}
            rowKey={(r) => r.tercero_id ?? 'total'}
            empty={
              <EmptyState title={direction === 'emitido' ? 'No hay saldos por cobrar' : 'No hay saldos por pagar'} />
            }
          />
        )}
      </QueryState>
    </div>
  );
}
