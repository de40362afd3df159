import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { field, FormField, QueryState, useModuleUser, useZodForm } from '@/kit';
import { formatDate } from '@/lib/format';
import { formatRut, isValidRut, normalizeRut } from '@/lib/rut';
import { toast } from '@/lib/toast';
import { useIssuer } from '../api/get-issuer';
import { useSaveIssuer } from '../api/save-issuer';
import type { IssuerRow } from '../api/types';

export const issuerSchema = z.object({
  rut: field
    .requiredText(12)
    .refine((v) => isValidRut(v), 'RUT no válido: revise el número y el dígito verificador (ej.: 76.123.456-0)'),
  razon_social: field.requiredText(100),
  giro: field.requiredText(80),
  direccion: field.optionalText(70),
  comuna: field.optionalText(20),
  ciudad: field.optionalText(20),
  telefono: field.optionalText(20),
  correo: field.optionalText(80),
  actividad_economica: field.optionalNumber({ integer: true, min: 1, max: 999999 }),
  resolucion_numero: field.optionalNumber({ integer: true, min: 0, max: 999999 }),
  resolucion_fecha: field.day(),
});

/**
 * 'Datos tributarios': the company's tax data (public.fin_emisor) that every printed document shows
 * and that decides an imported XML's side. The company's admin edits them; everyone else reads them.
 */
export function IssuerPage() {
  const query = useIssuer();
  const { isCompanyAdmin } = useModuleUser();
  return (
    <section className="flex flex-col gap-4" aria-labelledby="emisor-title">
      <div>
        <h2 id="emisor-title" className="text-xl font-semibold">
          Datos tributarios
        </h2>
        <p className="text-sm text-muted-foreground">
          El emisor de los documentos: aparecen en cada PDF y deciden si un XML importado es de venta o de compra.
        </p>
      </div>
      <QueryState
        query={query}
        loadingLabel="Cargando datos tributarios..."
        errorTitle="No se pudieron cargar los datos tributarios"
      >
        {(issuer) => (isCompanyAdmin ? <IssuerForm issuer={issuer} /> : <IssuerView issuer={issuer} />)}
      </QueryState>
    </section>
  );
}

function IssuerView({ issuer }: { issuer: IssuerRow | null }) {
  if (!issuer)
    return (
      <p className="text-sm text-muted-foreground">
        La empresa aún no registra sus datos tributarios: el administrador de la empresa los ingresa aquí.
      </p>
    );
  const rows: Array<[string, string]> = [
    ['RUT', formatRut(issuer.rut)],
    ['Razón social', issuer.razon_social],
    ['Giro', issuer.giro],
    ['Dirección', [issuer.direccion, issuer.comuna, issuer.ciudad].filter(Boolean).join(', ') || '—'],
    ['Teléfono', issuer.telefono ?? '—'],
    ['Correo', issuer.correo ?? '—'],
    ['Actividad económica (Acteco)', issuer.actividad_economica?.toString() ?? '—'],
    [
      'Resolución del SII',
      issuer.resolucion_numero !== null
        ? `N° ${issuer.resolucion_numero}${issuer.resolucion_fecha ? ` del ${formatDate(issuer.resolucion_fecha)}` : ''}`
        : '—',
    ],
  ];
  return (
    <>
      <dl className="grid gap-3 rounded-lg border bg-card p-4 text-sm sm:grid-cols-2" aria-label="Datos tributarios">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="text-muted-foreground">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted-foreground">Solo el administrador de la empresa los modifica.</p>
    </>
  );
}

function IssuerForm({ issuer }: { issuer: IssuerRow | null }) {
  const save = useSaveIssuer({ onSuccess: () => toast.success('Datos tributarios guardados') });
  const form = useZodForm(issuerSchema, {
    rut: issuer ? formatRut(issuer.rut) : '',
    razon_social: issuer?.razon_social ?? '',
    giro: issuer?.giro ?? '',
    direccion: issuer?.direccion ?? '',
    comuna: issuer?.comuna ?? '',
    ciudad: issuer?.ciudad ?? '',
    telefono: issuer?.telefono ?? '',
    correo: issuer?.correo ?? '',
    actividad_economica: issuer?.actividad_economica?.toString() ?? '',
    resolucion_numero: issuer?.resolucion_numero?.toString() ?? '',
    resolucion_fecha: issuer?.resolucion_fecha ?? '',
  });
  return (
    <form
      noValidate
      aria-label="Datos tributarios"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={form.handleSubmit((v) =>
        save.mutate({
          exists: !!issuer,
          values: {
            rut: normalizeRut(v.rut) ?? v.rut,
            razon_social: v.razon_social,
            giro: v.giro,
            direccion: v.direccion ?? null,
            comuna: v.comuna ?? null,
            ciudad: v.ciudad ?? null,
            telefono: v.telefono ?? null,
            correo: v.correo ?? null,
            actividad_economica: v.actividad_economica ?? null,
            resolucion_numero: v.resolucion_numero ?? null,
            resolucion_fecha: v.resolucion_fecha ?? null,
          },
        }),
      )}
    >
      <FormField
        form={form}
        name="rut"
        label="RUT de la empresa"
        required
        hint="Con dígito verificador: 76.123.456-0"
      />
      <FormField form={form} name="razon_social" label="Razón social" required />
      <FormField form={form} name="giro" label="Giro" required />
      <FormField form={form} name="direccion" label="Dirección" />
      <FormField form={form} name="comuna" label="Comuna" />
      <FormField form={form} name="ciudad" label="Ciudad" />
      <FormField form={form} name="telefono" label="Teléfono" />
      <FormField form={form} name="correo" label="Correo" type="email" />
      <FormField form={form} name="actividad_economica" label="Actividad económica (Acteco)" />
      <FormField form={form} name="resolucion_numero" label="N° de resolución del SII" />
      <FormField form={form} name="resolucion_fecha" label="Fecha de resolución" type="date" />
      <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar datos tributarios'}
        </Button>
      </div>
    </form>
  );
}
