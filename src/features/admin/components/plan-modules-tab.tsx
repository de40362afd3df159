import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useActiveModules, type ModuleRow } from '../api/get-active-modules';
import { useActivePlans, type PlanRow } from '../api/get-active-plans';
import { usePlanModules } from '../api/get-plan-modules';
import { useSetPlanModule } from '../api/set-plan-module';
import { abilitiesOf, type AdminViewer } from '../lib/viewer';
import { ImpactConfirmDialog } from './impact-confirm-dialog';
import { ARIA_DISABLED_CLASS, ReasonTooltip } from './reason-tooltip';
import { EmptyState, LoadError } from './section-states';

export const PLAN_MODULES_READ_ONLY_REASON = 'Solo el operador de la plataforma puede cambiar los módulos de un plan.';

export function PlanModulesTab({ viewer }: { viewer: AdminViewer }) {
  const plans = useActivePlans();
  const { managePlans } = abilitiesOf(viewer);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Módulos por Plan</CardTitle>
        <CardDescription>
          {managePlans
            ? 'Activa o desactiva los módulos que incluye cada plan.'
            : 'Los módulos que incluye cada plan (solo lectura).'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {plans.isPending ? (
          <LoadingState label="Cargando planes..." />
        ) : plans.isError ? (
          <LoadError
            title="No se pudieron cargar los planes"
            error={plans.error}
            onRetry={() => void plans.refetch()}
            retrying={plans.isFetching}
          />
        ) : plans.data.length === 0 ? (
          <EmptyState title="No se encontraron planes disponibles en el sistema." />
        ) : (
          <Tabs defaultValue={plans.data[0].id}>
            <TabsList aria-label="Planes">
              {plans.data.map((plan) => (
                <TabsTrigger key={plan.id} value={plan.id}>
                  {plan.nombre}
                </TabsTrigger>
              ))}
            </TabsList>
            {plans.data.map((plan) => (
              <TabsContent key={plan.id} value={plan.id}>
                <PlanModulesTable plan={plan} readOnlyReason={managePlans ? null : PLAN_MODULES_READ_ONLY_REASON} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}

function PlanModulesTable({ plan, readOnlyReason }: { plan: PlanRow; readOnlyReason: string | null }) {
  const modules = useActiveModules();
  const assigned = usePlanModules(plan.id);
  if (modules.isPending || assigned.isPending)
    return <LoadingState label={`Cargando módulos del plan ${plan.nombre}...`} />;
  if (modules.isError || assigned.isError) {
    const retry = () => {
      void modules.refetch();
      void assigned.refetch();
    };
    return (
      <LoadError
        title="No se pudieron cargar los módulos"
        error={modules.error ?? assigned.error}
        onRetry={retry}
        retrying={modules.isFetching || assigned.isFetching}
      />
    );
  }
  if (modules.data.length === 0)
    return <EmptyState title={`No se encontraron módulos disponibles para el plan ${plan.nombre}.`} />;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Clave</TableHead>
          <TableHead>Módulo</TableHead>
          <TableHead>Descripción</TableHead>
          <TableHead>¿Activo?</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {modules.data.map((m) => (
          <PlanModuleRow
            key={m.id}
            plan={plan}
            module={m}
            checked={assigned.data.has(m.id)}
            readOnlyReason={readOnlyReason}
          />
        ))}
      </TableBody>
    </Table>
  );
}

function PlanModuleRow({
  plan,
  module,
  checked,
  readOnlyReason,
}: {
  plan: PlanRow;
  module: ModuleRow;
  checked: boolean;
  readOnlyReason: string | null;
}) {
  const setModule = useSetPlanModule();
  const [confirming, setConfirming] = useState(false);
  const label = `${module.nombre} en el plan ${plan.nombre}`;
  const apply = (on: boolean) =>
    setModule.mutate({ planId: plan.id, moduloId: module.id, assigned: on, undoable: true });
  return (
    <TableRow>
      <ImpactConfirmDialog
        request={confirming ? { kind: 'quitar_modulo_plan', planId: plan.id, moduloId: module.id } : null}
        title={`¿Quitar ${module.nombre} del plan ${plan.nombre}?`}
        description={`Todas las empresas con el plan ${plan.nombre} dejarán de tener acceso a este módulo.`}
        confirmLabel="Quitar módulo"
        onConfirm={() => {
          setConfirming(false);
          apply(false);
        }}
        onCancel={() => setConfirming(false)}
      />
      <TableCell>
        <code className="text-xs">{module.clave}</code>
      </TableCell>
      <TableCell className="font-medium">{module.nombre}</TableCell>
      <TableCell className="text-muted-foreground">{module.descripcion}</TableCell>
      <TableCell>
        {readOnlyReason ? (
          <ReasonTooltip reason={readOnlyReason}>
            <Switch
              checked={checked}
              aria-disabled="true"
              className={ARIA_DISABLED_CLASS}
              aria-label={label}
              onCheckedChange={() => {}}
            />
          </ReasonTooltip>
        ) : (
          <Switch
            checked={setModule.isPending ? Boolean(setModule.variables?.assigned) : checked}
            disabled={setModule.isPending}
            aria-label={label}
            // Issue 16: removing a module reaches every company on the plan: ask first.
            onCheckedChange={(on) => (on ? apply(true) : setConfirming(true))}
          />
        )}
      </TableCell>
    </TableRow>
  );
}
