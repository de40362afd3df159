import { Search, X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { PlanOption } from '../api/get-effective-access-options';
import {
  ACCESS_STATUS_OPTIONS,
  ALL,
  NO_PLAN,
  type AccessStatus,
  type EffectiveAccessFilters as Filters,
} from '../lib/effective-access-filters';
import { CompanyPicker } from './company-picker';

export const SEARCH_PLACEHOLDER = 'Buscar por nombre, correo o módulo...';

interface EffectiveAccessFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
  planes: readonly PlanOption[];
  /** The plan choices are still loading (or failed): the company and plan selects wait. */
  optionsReady: boolean;
  /** Offer 'Sin plan' (not to an admin_empresa whose company has a plan: nothing could match). */
  offerNoPlan?: boolean;
  /** 'Limpiar filtros', shown while any filter is set. */
  onClear?: () => void;
}

/** The four filters of 'Accesos Efectivos': free text, company, plan and access status. */
export function EffectiveAccessFilters({
  value,
  onChange,
  planes,
  optionsReady,
  offerNoPlan = true,
  onClear,
}: EffectiveAccessFiltersProps) {
  const id = useId();
  const planItems = useMemo(
    () =>
      planes.map((p) => (
        <SelectItem key={p.clave} value={p.clave}>
          {p.activo ? p.nombre : `${p.nombre} (inactivo)`}
        </SelectItem>
      )),
    [planes],
  );

  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-search`}>Buscar</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={value.search}
            onChange={(e) => onChange({ ...value, search: e.target.value })}
            placeholder={SEARCH_PLACEHOLDER}
            autoComplete="off"
            maxLength={200}
            className="pr-9 pl-8 [&::-webkit-search-cancel-button]:hidden"
          />
          {value.search !== '' && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="absolute top-1/2 right-0.5 size-8 -translate-y-1/2"
              aria-label="Limpiar búsqueda"
              onClick={() => onChange({ ...value, search: '' })}
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <Label id={`${id}-empresa`}>Empresa</Label>
        <CompanyPicker
          value={value.companyId}
          onChange={(companyId) => onChange({ ...value, companyId })}
          disabled={!optionsReady}
          labelId={`${id}-empresa`}
        />
      </div>

      <div className="flex flex-col gap-1.5">
        <Label id={`${id}-plan`}>Plan</Label>
        <Select value={value.plan} onValueChange={(plan) => onChange({ ...value, plan })} disabled={!optionsReady}>
          <SelectTrigger aria-labelledby={`${id}-plan`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos los planes</SelectItem>
            {planItems}
            {offerNoPlan || value.plan === NO_PLAN ? <SelectItem value={NO_PLAN}>Sin plan</SelectItem> : null}
          </SelectContent>
        </Select>
      </div>

      <div className="flex flex-col gap-1.5">
        <Label id={`${id}-acceso`}>Acceso</Label>
        <Select value={value.access} onValueChange={(access) => onChange({ ...value, access: access as AccessStatus })}>
          <SelectTrigger aria-labelledby={`${id}-acceso`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ACCESS_STATUS_OPTIONS.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {onClear ? (
        <div className="md:col-span-2 xl:col-span-4">
          <Button type="button" variant="outline" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            Limpiar filtros
          </Button>
        </div>
      ) : null}
    </div>
  );
}
