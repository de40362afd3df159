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
import { ARIA_DISABLED_CLASS, ReasonTooltip } from './reason-tooltip';
import { EmptyState, LoadError } from './section-states';

/** 'none' in the plan selector does nothing (docs/product.md §4). */
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
          <LoadError title="No se pudieron cargar las empresas" error={companies.error} onRetry={() => void companies.refetch()} retrying={companies.isFetching} />
        ) : companies.data.length === 0 ? (
          <EmptyState title="No se encontraron empresas registradas en el sistema." />
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

function CompanyPlanRow({ company, plans, plansLoading, editing, onEdit, onDone, readOnlyReason }: CompanyPlanRowProps) {
  const setPlan = useSetCompanyPlan({ onSuccess: onDone });
  const onChoose = (value: string) => {
    if (value === NO_PLAN) return;
    if (value === company.plan?.plan_id) {
      onDone();
      return;
    }
    setPlan.mutate({ empresaId: company.id, empresaNombre: company.nombre, planId: value, hasActivePlan: company.plan !== null });
  };
  return (
    <TableRow>
      <TableCell className="font-medium">{company.nombre}</TableCell>
      <TableCell>{company.plan ? <PlanBadge plan={company.plan.nombre} /> : <span className="text-muted-foreground">Sin plan</span>}</TableCell>
      <TableCell>{company.plan ? formatDate(company.plan.fecha_inicio) : '—'}</TableCell>
      <TableCell>
        {editing ? (
          <div className="flex items-center gap-2">
            <Select value={company.plan?.plan_id ?? NO_PLAN} onValueChange={onChoose} disabled={setPlan.isPending || plansLoading} defaultOpen>
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
            <Button variant="ghost" size="icon" onClick={onDone} disabled={setPlan.isPending} aria-label={`Cancelar el cambio de plan de ${company.nombre}`}>
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : readOnlyReason ? (
          <ReasonTooltip reason={readOnlyReason}>
            <Button variant="outline" size="sm" aria-disabled="true" className={ARIA_DISABLED_CLASS} aria-label={`Cambiar plan de ${company.nombre}`}>
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
