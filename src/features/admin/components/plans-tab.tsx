import { Pencil, X } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LoadingState } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useActivePlans, type PlanRow } from '../api/get-active-plans';
import { COMPANY_PLANS_LIMIT, useCompanyPlans, type CompanyPlan } from '../api/get-company-plans';
import { useSetCompanyPlan } from '../api/set-company-plan';
import { formatDate } from '@/lib/format';
import { abilitiesOf, type AdminViewer } from '../lib/viewer';
import { PlanBadge } from './badges';
import { ImpactConfirmDialog } from './impact-confirm-dialog';
import { ARIA_DISABLED_CLASS, ReasonTooltip } from './reason-tooltip';
import { EmptyState, LoadError } from './section-states';

/**
 * 'Ninguno' in the plan selector. SPEC's 'none' did nothing; issue 16 asked to remove it or make it
 * work. It now ends the company's plan (the active row is deactivated, its history kept), after a
 * confirmation with the impact: ending a subscription is a real operation a platform operator needs,
 * and an option that silently does nothing is worse than either.
 */
export const NO_PLAN = 'none';
export const PLANS_READ_ONLY_REASON = 'Solo el operador de la plataforma puede cambiar el plan de una empresa.';

export function PlansTab({ viewer }: { viewer: AdminViewer }) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const companies = useCompanyPlans(deferredSearch);
  const plans = useActivePlans();
  const [editing, setEditing] = useState<string | null>(null);
  const { managePlans } = abilitiesOf(viewer);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Gestión de Planes</CardTitle>
        <CardDescription>
          {managePlans
            ? `El plan activo de cada empresa (se muestran hasta ${COMPANY_PLANS_LIMIT} empresas; busca por nombre para ver otras).`
            : 'El plan activo de tu empresa. Solo el operador de la plataforma puede cambiarlo.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {managePlans ? (
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Buscar empresa..."
            aria-label="Buscar empresa"
            className="max-w-sm"
          />
        ) : null}
        {companies.isPending ? (
          <LoadingState label="Cargando empresas..." />
        ) : companies.isError ? (
          <LoadError
            title="No se pudieron cargar las empresas"
            error={companies.error}
            onRetry={() => void companies.refetch()}
            retrying={companies.isFetching}
          />
        ) : companies.data.length === 0 ? (
          deferredSearch.trim() ? (
            <EmptyState title={`Ninguna empresa coincide con "${deferredSearch.trim()}".`}>
              Prueba con otra parte del nombre.
            </EmptyState>
          ) : (
            <EmptyState title="No se encontraron empresas registradas en el sistema." />
          )
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Empresa</TableHead>
                <TableHead>Plan Actual</TableHead>
                <TableHead>Fecha de Inicio</TableHead>
                <TableHead>Selector de Plan</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {companies.data.map((company) => (
                <CompanyPlanRow
                  key={company.id}
                  company={company}
                  plans={plans.data ?? []}
                  plansLoading={plans.isPending}
                  editing={editing === company.id}
                  onEdit={() => setEditing(company.id)}
                  onDone={() => setEditing(null)}
                  readOnlyReason={managePlans ? null : PLANS_READ_ONLY_REASON}
                />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

interface CompanyPlanRowProps {
  company: CompanyPlan;
  plans: PlanRow[];
  plansLoading: boolean;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  readOnlyReason: string | null;
}

/** A lower tier (planes_disponibles.nivel) or no plan at all: the company loses modules. */
function isDowngrade(current: PlanRow | undefined, next: string | null, plans: PlanRow[]): boolean {
  if (!current) return false;
  if (next === null) return true;
  const target = plans.find((p) => p.id === next);
  return target !== undefined && target.nivel < current.nivel;
}

function CompanyPlanRow({
  company,
  plans,
  plansLoading,
  editing,
  onEdit,
  onDone,
  readOnlyReason,
}: CompanyPlanRowProps) {
  const setPlan = useSetCompanyPlan({ onSuccess: onDone });
  const [pending, setPending] = useState<string | null | undefined>(undefined);
  const apply = (planId: string | null) => {
    const previous = company.plan;
    setPlan.mutate({
      companyId: company.id,
      companyName: company.nombre,
      planId,
      hasActivePlan: previous !== null,
      // Issue 16: the real inverse change, recorded in Historial like any other.
      undo: previous
        ? {
            companyId: company.id,
            companyName: company.nombre,
            planId: previous.plan_id,
            hasActivePlan: planId !== null,
            fechaInicio: previous.fecha_inicio,
          }
        : { companyId: company.id, companyName: company.nombre, planId: null, hasActivePlan: true },
    });
  };
  const onChoose = (value: string) => {
    const planId = value === NO_PLAN ? null : value;
    if (planId === (company.plan?.plan_id ?? null)) {
      onDone();
      return;
    }
    const current = plans.find((p) => p.id === company.plan?.plan_id);
    if (isDowngrade(current, planId, plans)) {
      setPending(planId);
      return;
    }
    apply(planId);
  };
  const target = pending === undefined ? undefined : pending === null ? null : plans.find((p) => p.id === pending);
  return (
    <TableRow>
      <ImpactConfirmDialog
        request={pending === undefined ? null : { kind: 'cambio_plan', companyId: company.id, planId: pending }}
        title={
          target ? `¿Bajar a ${company.nombre} al plan ${target.nombre}?` : `¿Quitar el plan de ${company.nombre}?`
        }
        description={
          target
            ? `Sus usuarios dejarán de ver los módulos que el plan ${target.nombre} no incluye.`
            : 'Sus usuarios perderán el acceso a todos los módulos hasta que se le asigne un plan.'
        }
        confirmLabel={target ? 'Cambiar plan' : 'Quitar plan'}
        onConfirm={() => {
          const planId = pending ?? null;
          setPending(undefined);
          apply(planId);
        }}
        onCancel={() => {
          setPending(undefined);
          onDone();
        }}
      />
      <TableCell className="font-medium">{company.nombre}</TableCell>
      <TableCell>
        {company.plan ? (
          <PlanBadge plan={company.plan.nombre} />
        ) : (
          <span className="text-muted-foreground">Sin plan</span>
        )}
      </TableCell>
      <TableCell>{company.plan ? formatDate(company.plan.fecha_inicio) : '—'}</TableCell>
      <TableCell>
        {editing ? (
          <div className="flex items-center gap-2">
            <Select
              value={company.plan?.plan_id ?? NO_PLAN}
              onValueChange={onChoose}
              disabled={setPlan.isPending || plansLoading}
              defaultOpen
            >
              <SelectTrigger className="w-48" aria-label={`Plan de ${company.nombre}`}>
                <SelectValue placeholder="Selecciona un plan" />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_PLAN}>Ninguno</SelectItem>
                {plans.map((p) => (
                  <SelectItem key={p.id} value={p.id}>
                    {p.nombre}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Button
              variant="ghost"
              size="icon"
              onClick={onDone}
              disabled={setPlan.isPending}
              aria-label={`Cancelar el cambio de plan de ${company.nombre}`}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : readOnlyReason ? (
          <ReasonTooltip reason={readOnlyReason}>
            <Button
              variant="outline"
              size="sm"
              aria-disabled="true"
              className={ARIA_DISABLED_CLASS}
              aria-label={`Cambiar plan de ${company.nombre}`}
            >
              <Pencil aria-hidden="true" />
              Cambiar plan
            </Button>
          </ReasonTooltip>
        ) : (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Cambiar plan de ${company.nombre}`}>
            <Pencil aria-hidden="true" />
            Cambiar plan
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
