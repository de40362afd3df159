import { Plus, Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAssetOptions } from '@/features/modules/industrial/public';
import {
  CsvImportPanel,
  EmptyState,
  FormActions,
  FormField,
  QueryState,
  useHasModule,
  useModuleUser,
  useZodForm,
} from '@/kit';
import { CHILE_TIME_ZONE } from '@/lib/dates';
import { formatDateTime, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  READINGS_SHOWN,
  useCreateMachineKey,
  useMachineKeys,
  useReadings,
  useRevokeMachineKey,
  useSaveReadings,
} from '../api/readings';
import type { MachineKey } from '../api/types';
import {
  DEFAULT_UNIT,
  ORIGIN_LABEL,
  READING_IMPORT_COLUMNS,
  readingInsert,
  readingSchema,
  VARIABLE_LABEL,
  VARIABLES,
  type Variable,
} from '../lib/readings';

const selectClass = 'h-9 rounded-md border border-input bg-card px-2 text-sm';

/** Now on Chile's clock as the form shows it: 'AAAA-MM-DD HH:MM'. */
function nowInChile(): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: CHILE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
  return parts.replace('T', ' ');
}

/** 'Lecturas': the meters of each asset, typed, imported or posted by a machine. */
export function ReadingsPage() {
  const hasIndustrial = useHasModule('industrial');
  if (!hasIndustrial) {
    return (
      <EmptyState title="Las lecturas necesitan Axel Industrial">
        Cada lectura es de un activo registrado en Axel Industrial, y tu empresa o tu usuario no lo tiene.
      </EmptyState>
    );
  }
  return <Readings />;
}

function Readings() {
  const assets = useAssetOptions();
  const [assetId, setAssetId] = useState('');
  const [variable, setVariable] = useState('');
  const [mode, setMode] = useState<'none' | 'new' | 'import'>('none');
  const readings = useReadings({ assetId: assetId || undefined, variable: variable || undefined });
  const { isCompanyAdmin } = useModuleUser();
  const byCode = useMemo(
    () => new Map((assets.data ?? []).map((a) => [a.codigo.toLowerCase(), a.id] as const)),
    [assets.data],
  );
  const names = useMemo(
    () => new Map((assets.data ?? []).map((a) => [a.id, `${a.codigo} · ${a.nombre}`])),
    [assets.data],
  );
  const schema = useMemo(() => readingSchema(byCode), [byCode]);
  const importReadings = useSaveReadings();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Lecturas de los medidores de cada activo (horas de marcha, temperatura, vibración, presión...). Se ingresan a
        mano, se importan desde un CSV o las envía una máquina con su llave. Las alertas de anomalías se calculan con
        ellas.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="lecturas-activo">Activo</Label>
          <select
            id="lecturas-activo"
            className={selectClass}
            value={assetId}
            onChange={(e) => setAssetId(e.target.value)}
          >
            <option value="">Todos</option>
            {(assets.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.codigo} · {a.nombre}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="lecturas-variable">Variable</Label>
          <select
            id="lecturas-variable"
            className={selectClass}
            value={variable}
            onChange={(e) => setVariable(e.target.value)}
          >
            <option value="">Todas</option>
            {VARIABLES.map((v) => (
              <option key={v} value={v}>
                {VARIABLE_LABEL[v]}
              </option>
            ))}
          </select>
        </div>
        <div className="ml-auto flex gap-2">
          <Button variant="outline" onClick={() => setMode('import')}>
            <Upload aria-hidden="true" />
            Importar CSV
          </Button>
          <Button onClick={() => setMode('new')}>
            <Plus aria-hidden="true" />
            Nueva lectura
          </Button>
        </div>
      </div>
      {mode === 'new' && (
        <NewReadingForm
          schema={schema}
          byCode={byCode}
          assets={assets.data ?? []}
          defaultAsset={(assets.data ?? []).find((a) => a.id === assetId)?.codigo ?? ''}
          onDone={() => setMode('none')}
        />
      )}
      {mode === 'import' && (
        <CsvImportPanel
          title="Importar lecturas"
          columns={READING_IMPORT_COLUMNS}
          schema={schema}
          onImport={async (valid) => {
            await importReadings.mutateAsync(valid.map((v) => readingInsert(v, byCode, 'csv')));
            toast.success(`${formatNumber(valid.length)} lecturas importadas`);
          }}
          onClose={() => setMode('none')}
        />
      )}
      <QueryState query={readings} loadingLabel="Cargando lecturas..." errorTitle="No se pudieron cargar las lecturas">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="Aún no hay lecturas">
              Agrega una con «Nueva lectura», impórtalas desde un CSV (columnas Activo, Variable, Unidad, Valor, Medido
              el) o crea una llave de máquina.
            </EmptyState>
          ) : (
            <div className="overflow-x-auto rounded-md border">
              <Table aria-label="Lecturas">
                <TableHeader>
                  <TableRow>
                    <TableHead>Medido el</TableHead>
                    <TableHead>Activo</TableHead>
                    <TableHead>Variable</TableHead>
                    <TableHead className="text-right">Valor</TableHead>
                    <TableHead>Origen</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>{formatDateTime(r.medido_en)}</TableCell>
                      <TableCell>{names.get(r.activo_id) ?? '—'}</TableCell>
                      <TableCell>{VARIABLE_LABEL[r.variable as Variable] ?? r.variable}</TableCell>
                      <TableCell className="text-right">
                        {formatNumber(r.valor)} {r.unidad}
                      </TableCell>
                      <TableCell>{ORIGIN_LABEL[r.origen] ?? r.origen}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {rows.length === READINGS_SHOWN ? (
                <p className="p-2 text-xs text-muted-foreground">
                  Se muestran las {formatNumber(READINGS_SHOWN)} lecturas más recientes; filtra por activo o variable
                  para ver otras.
                </p>
              ) : null}
            </div>
          )
        }
      </QueryState>
      {isCompanyAdmin ? <MachineKeys /> : null}
    </div>
  );
}

function NewReadingForm({
  schema,
  byCode,
  assets,
  defaultAsset,
  onDone,
}: {
  schema: ReturnType<typeof readingSchema>;
  byCode: ReadonlyMap<string, string>;
  assets: ReadonlyArray<{ id: string; codigo: string; nombre: string }>;
  defaultAsset: string;
  onDone: () => void;
}) {
  const form = useZodForm(schema, {
    activo: defaultAsset,
    variable: 'temperatura',
    unidad: DEFAULT_UNIT.temperatura,
    valor: '',
    medido_en: nowInChile(),
  });
  // The unit follows the variable unless the user typed another.
  const variable = form.values.variable;
  const previous = useRef(variable);
  useEffect(() => {
    if (previous.current === variable) return;
    const old = DEFAULT_UNIT[previous.current as Variable] ?? '';
    previous.current = variable;
    if (!form.values.unidad || form.values.unidad === old) form.set('unidad', DEFAULT_UNIT[variable as Variable] ?? '');
  }, [variable, form]);
  const save = useSaveReadings({
    onSuccess: () => {
      toast.success('Lectura guardada');
      onDone();
    },
  });
  return (
    <form
      noValidate
      aria-label="Nueva lectura"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={form.handleSubmit((v) => save.mutate([readingInsert(v, byCode, 'manual')]))}
    >
      <FormField
        form={form}
        name="activo"
        label="Activo"
        required
        options={assets.map((a) => ({ value: a.codigo, label: `${a.codigo} · ${a.nombre}` }))}
      />
      <FormField
        form={form}
        name="variable"
        label="Variable"
        required
        options={VARIABLES.map((v) => ({ value: v, label: VARIABLE_LABEL[v] }))}
      />
      <FormField form={form} name="unidad" label="Unidad" required />
      <FormField form={form} name="valor" label="Valor" type="quantity" required />
      <FormField form={form} name="medido_en" label="Medido el (AAAA-MM-DD HH:MM)" required />
      <FormActions
        className="flex gap-2 sm:col-span-2 lg:col-span-5"
        pending={save.isPending}
        onCancel={onDone}
        submitLabel="Guardar lectura"
        pendingLabel="Guardando..."
      />
    </form>
  );
}

/** Machine keys (company admins): create one (shown once), see when each was last used, revoke. */
function MachineKeys() {
  const keys = useMachineKeys(true);
  const [name, setName] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<MachineKey | null>(null);
  const create = useCreateMachineKey({
    onSuccess: (key) => {
      setShown(key);
      setName('');
    },
  });
  const revoke = useRevokeMachineKey({
    onSuccess: () => {
      toast.success('Llave revocada');
      setRevoking(null);
    },
  });
  return (
    <section aria-labelledby="llaves-titulo" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id="llaves-titulo" className="font-medium">
        Llaves de máquina
      </h2>
      <p className="text-sm text-muted-foreground">
        Una máquina envía lecturas a <code>/functions/v1/predictive-readings</code> con su llave en la cabecera{' '}
        <code>x-machine-key</code>. La llave solo sirve para registrar lecturas de los activos de tu empresa: no lee
        nada ni escribe en otra parte. Se guarda cifrada (SHA-256) y se muestra una sola vez.
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) {
            toast.error('Ponle un nombre a la llave (por ejemplo, la máquina que la usa).');
            return;
          }
          create.mutate(name.trim());
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="llave-nombre">Nombre de la llave</Label>
          <Input id="llave-nombre" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creando...' : 'Crear llave'}
        </Button>
      </form>
      {shown ? (
        <Alert>
          <AlertTitle>Copia la llave ahora: no se volverá a mostrar</AlertTitle>
          <AlertDescription>
            <code className="break-all" data-testid="llave-nueva">
              {shown}
            </code>
          </AlertDescription>
        </Alert>
      ) : null}
      <QueryState query={keys} loadingLabel="Cargando llaves..." errorTitle="No se pudieron cargar las llaves">
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aún no hay llaves de máquina.</p>
          ) : (
            <Table aria-label="Llaves de máquina">
              <TableHeader>
                <TableRow>
                  <TableHead>Nombre</TableHead>
                  <TableHead>Comienza con</TableHead>
                  <TableHead>Último uso</TableHead>
                  <TableHead>Estado</TableHead>
                  <TableHead />
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.map((k) => (
                  <TableRow key={k.id}>
                    <TableCell>{k.nombre}</TableCell>
                    <TableCell>
                      <code>{k.prefijo}…</code>
                    </TableCell>
                    <TableCell>{k.ultimo_uso ? formatDateTime(k.ultimo_uso) : 'Nunca'}</TableCell>
                    <TableCell>{k.revocada_en ? `Revocada el ${formatDateTime(k.revocada_en)}` : 'Activa'}</TableCell>
                    <TableCell>
                      {k.revocada_en ? null : (
                        <Button size="sm" variant="outline" onClick={() => setRevoking(k)}>
                          Revocar
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={revoking != null}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        title="Revocar la llave"
        description={`La máquina que usa «${revoking?.nombre ?? ''}» ya no podrá enviar lecturas. No se puede deshacer.`}
        confirmLabel="Revocar"
        destructive
        pending={revoke.isPending}
      />
    </section>
  );
}
