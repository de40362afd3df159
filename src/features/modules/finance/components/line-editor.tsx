import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatPesos, toPesos } from '@/lib/money';
import { useProducts } from '../api/get-products';
import type { LineRow } from '../api/types';
import {
  emptyLine,
  exemptType,
  grossType,
  previewDocument,
  previewLine,
  withProduct,
  type LineDraft,
  type LineErrors,
  type LineField,
} from '../lib/lines';

const cell = 'px-1 py-1 align-top';

/**
 * A document's lines, typed in es-CL (quantity '1,5', price '12.500', discount '10'): description
 * (free text, or a product of the catalogue that fills description, unit, price and exempt),
 * quantity, unit, unit price, discount %, exempt; each line's amount and the document's neto,
 * exento, IVA and total previewed as Postgres will derive them.
 */
export function LineEditor({
  lines,
  tipo,
  errors,
  onChange,
}: {
  lines: LineDraft[];
  tipo: string;
  /** Errors by line key, shown once the person tried to save. */
  errors: Record<string, LineErrors>;
  onChange: (lines: LineDraft[]) => void;
}) {
  const products = useProducts();
  const allExempt = exemptType(tipo);
  const set = (key: string, patch: Partial<LineDraft>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const field = (line: LineDraft, n: number, name: LineField, label: string, className = '') => {
    const error = errors[line.key]?.[name];
    const id = `linea-${line.key}-${name}`;
    return (
      <td className={cell}>
        <Input
          id={id}
          aria-label={`${label} línea ${n}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={className}
          inputMode={name === 'descripcion' || name === 'unidad' ? undefined : 'decimal'}
          value={line[name]}
          onChange={(e) => set(line.key, { [name]: e.target.value })}
        />
        {error && (
          <p id={`${id}-error`} className="mt-0.5 text-xs text-destructive">
            {error}
          </p>
        )}
      </td>
    );
  };
  const totals = previewDocument(lines, tipo);

  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2 lg:col-span-4">
      <legend className="mb-1 text-sm font-medium">Líneas del documento</legend>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[56rem] text-sm">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="px-1 font-medium">Producto</th>
              <th className="px-1 font-medium">Descripción</th>
              <th className="w-20 px-1 font-medium">Cantidad</th>
              <th className="w-16 px-1 font-medium">Unidad</th>
              <th className="w-32 px-1 font-medium">Precio unitario{grossType(tipo) ? ' (con IVA)' : ''}</th>
              <th className="w-20 px-1 font-medium">Desc. %</th>
              <th className="w-16 px-1 font-medium">Exento</th>
              <th className="w-28 px-1 text-right font-medium">Monto</th>
              <th className="w-10" />
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => {
              const n = i + 1;
              const amount = previewLine(line, tipo);
              return (
                <tr key={line.key} className="border-t">
                  <td className={cell}>
                    <select
                      aria-label={`Producto línea ${n}`}
                      className="h-9 w-40 rounded-md border border-input bg-card px-2 text-sm"
                      value={line.producto_id}
                      onChange={(e) => {
                        const product = products.data?.find((p) => p.id === e.target.value);
                        onChange(
                          lines.map((l) =>
                            l.key !== line.key
                              ? l
                              : product
                                ? withProduct(l, product, tipo)
                                : { ...l, producto_id: '' },
                          ),
                        );
                      }}
                    >
                      <option value="">Texto libre</option>
                      {(products.data ?? []).map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.codigo ? `${p.codigo} · ${p.nombre}` : p.nombre}
                        </option>
                      ))}
                    </select>
                  </td>
                  {field(line, n, 'descripcion', 'Descripción')}
                  {field(line, n, 'cantidad', 'Cantidad', 'text-right')}
                  {field(line, n, 'unidad', 'Unidad')}
                  {field(line, n, 'precio', 'Precio unitario', 'text-right')}
                  {field(line, n, 'descuento', 'Descuento %', 'text-right')}
                  <td className={`${cell} text-center`}>
                    <input
                      type="checkbox"
                      aria-label={`Exento línea ${n}`}
                      className="mt-2 size-4"
                      checked={allExempt || line.exento}
                      disabled={allExempt}
                      onChange={(e) => set(line.key, { exento: e.target.checked })}
                    />
                  </td>
                  <td className={`${cell} pt-3 text-right tabular-nums`} data-testid={`monto-linea-${n}`}>
                    {amount === null ? '—' : formatPesos(amount)}
                  </td>
                  <td className={cell}>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Quitar línea ${n}`}
                      disabled={lines.length === 1}
                      onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...lines, emptyLine(allExempt)])}>
          <Plus aria-hidden="true" className="size-4" /> Agregar línea
        </Button>
      </div>
      {products.isError && (
        <p className="text-xs text-muted-foreground">
          No se pudo cargar el catálogo de productos: escriba las líneas como texto libre.
        </p>
      )}
      <AmountsPreview amounts={totals} label="Vista previa de montos" />
      {grossType(tipo) && (
        <p className="text-xs text-muted-foreground">
          En una boleta los precios incluyen IVA: el neto es el total ÷ 1,19.
        </p>
      )}
    </fieldset>
  );
}

/** Neto, exento, IVA 19 % and total (whole pesos, exact). */
export function AmountsPreview({
  amounts,
  label,
}: {
  amounts: {
    neto: bigint | string | number;
    exento: bigint | string | number;
    iva: bigint | string | number;
    total: bigint | string | number;
  };
  label: string;
}) {
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-md bg-muted/50 p-3 text-sm sm:grid-cols-4" aria-label={label}>
      {(
        [
          ['Neto', amounts.neto],
          ['Exento', amounts.exento],
          ['IVA 19 %', amounts.iva],
          ['Total', amounts.total],
        ] as const
      ).map(([k, v]) => (
        <div key={k}>
          <dt className="text-muted-foreground">{k}</dt>
          <dd className={`tabular-nums ${k === 'Total' ? 'font-semibold' : ''}`}>{formatPesos(toPesos(v))}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A document's lines, read only (an issued document, or a draft not being edited). */
export function LinesTable({ lines }: { lines: LineRow[] }) {
  if (lines.length === 0) return <p className="text-sm text-muted-foreground">Sin líneas.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="Líneas del documento">
        <thead>
          <tr className="text-left text-muted-foreground">
            <th className="py-1 font-medium">N°</th>
            <th className="py-1 font-medium">Descripción</th>
            <th className="py-1 text-right font-medium">Cantidad</th>
            <th className="py-1 font-medium">Unidad</th>
            <th className="py-1 text-right font-medium">Precio unitario</th>
            <th className="py-1 text-right font-medium">Desc.</th>
            <th className="py-1 font-medium">Exento</th>
            <th className="py-1 text-right font-medium">Monto</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id} className="border-t">
              <td className="py-1">{l.numero}</td>
              <td className="py-1">{l.descripcion}</td>
              <td className="py-1 text-right tabular-nums">{String(l.cantidad).replace('.', ',')}</td>
              <td className="py-1">{l.unidad ?? ''}</td>
              <td className="py-1 text-right tabular-nums">{String(l.precio_unitario).replace('.', ',')}</td>
              <td className="py-1 text-right tabular-nums">
                {l.descuento_pct !== null
                  ? `${String(l.descuento_pct).replace('.', ',')} %`
                  : toPesos(l.descuento_monto) > 0n
                    ? formatPesos(l.descuento_monto)
                    : ''}
              </td>
              <td className="py-1">{l.exento ? 'Sí' : 'No'}</td>
              <td className="py-1 text-right tabular-nums">{l.monto === null ? '' : formatPesos(l.monto)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
