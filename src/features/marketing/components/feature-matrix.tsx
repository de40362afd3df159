import { Check, Minus } from 'lucide-react';
import { planPriceText } from '../lib/pricing';
import type { MatrixRow, MatrixValue, Plan } from '../types';

function Cell({ value }: { value: MatrixValue }) {
  if (value === true) {
    return (
      <>
        <Check className="mx-auto size-5 text-success" aria-hidden="true" />
        <span className="sr-only">Incluido</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus className="mx-auto size-5 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">No incluido</span>
      </>
    );
  }
  return <span>{value}</span>;
}

/** The feature matrix by plan (docs/product.md §3): one row per feature, a value per plan. */
export function FeatureMatrix({
  name,
  plans,
  rows,
}: {
  name: string;
  plans: readonly Plan[];
  rows: readonly MatrixRow[];
}) {
  const captionId = `matriz-${name.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    // Focusable so keyboard users can scroll it sideways on narrow screens.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border bg-card shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption id={captionId} className="sr-only">
          Funciones de {name} por plan
        </caption>
        <thead className="bg-muted/60">
          <tr className="border-b">
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              Función
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="px-3 py-3 text-center font-semibold">
                <span className="block">{plan.nombre}</span>
                <span className="block text-xs font-normal text-muted-foreground">{planPriceText(plan.precio)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.nombre} className="border-b last:border-0">
              <th scope="row" className="px-4 py-3 text-left font-medium">
                {row.nombre}
              </th>
              {plans.map((plan) => (
                <td key={plan.id} className="px-3 py-3 text-center align-middle">
                  <Cell value={row[plan.id]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
