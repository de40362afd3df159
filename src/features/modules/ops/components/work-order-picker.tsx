import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useOrderChoices, type OrderChoice } from '../api/get-order-choices';
import { STATE_LABEL, type OrderState } from '../lib/labels';

const orderLabel = (o: OrderChoice) =>
  `${o.codigo} · ${STATE_LABEL[o.estado as OrderState] ?? o.estado} · ${o.falla_reportada.slice(0, 50)}`;

/**
 * Choosing a work order without loading them all (other modules link to one: Industrial's stock
 * move, a Projects task): a search box (number, fault, equipment or client, searched by Postgres)
 * and a select of the matches; with no search, the latest open orders and the latest of any state.
 * The chosen order (and `current`, the one already linked) stays listed while the search changes.
 */
export function WorkOrderPicker({
  value,
  onChange,
  current,
  hint = 'Opcional: la orden a la que corresponde.',
  className = 'flex flex-col gap-1.5 sm:col-span-2',
}: {
  value: string;
  onChange: (id: string) => void;
  /** The order already linked, shown even when it is not among the choices. */
  current?: OrderChoice | null;
  hint?: string;
  className?: string;
}) {
  const searchId = useId();
  const selectId = useId();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [chosen, setChosen] = useState<OrderChoice | null>(current ?? null);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(search), 250);
    return () => clearTimeout(t);
  }, [search]);
  const choices = useOrderChoices(debounced, true);
  const rows = choices.data ?? [];
  const kept = chosen ?? current ?? null;
  const listed = kept && kept.id === value && !rows.some((o) => o.id === value) ? [kept, ...rows] : rows;
  return (
    <div className={className}>
      <Label htmlFor={searchId}>Buscar orden de trabajo</Label>
      <Input
        id={searchId}
        type="search"
        value={search}
        placeholder="OT-000123, falla o cliente"
        onChange={(e) => setSearch(e.target.value)}
      />
      <Label htmlFor={selectId}>Orden de trabajo (Ops)</Label>
      <select
        id={selectId}
        name="orden_id"
        value={value}
        aria-busy={choices.isFetching || undefined}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm"
        onChange={(e) => {
          setChosen(listed.find((o) => o.id === e.target.value) ?? null);
          onChange(e.target.value);
        }}
      >
        <option value="">Sin orden de trabajo</option>
        {listed.map((o) => (
          <option key={o.id} value={o.id}>
            {orderLabel(o)}
          </option>
        ))}
      </select>
      <p className="text-xs text-muted-foreground">
        {choices.isError
          ? 'No se pudieron cargar las órdenes.'
          : debounced.trim() && rows.length === 0 && !choices.isFetching
            ? 'Ninguna orden coincide con la búsqueda.'
            : hint}
      </p>
    </div>
  );
}
