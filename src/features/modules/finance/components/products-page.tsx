import { useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmptyState, field, FormActions, FormField, QueryState, useZodForm } from '@/kit';
import { formatNumber } from '@/lib/format';
import { parseDecimalText } from '@/lib/parse';
import { toast } from '@/lib/toast';
import { useProducts } from '../api/get-products';
import { useSaveProduct } from '../api/save-product';
import type { ProductRow } from '../api/types';
import { decimalInput } from '../lib/lines';

export const productSchema = z.object({
  codigo: field.optionalText(35),
  nombre: field.requiredText(80),
  unidad: field.requiredText(4).refine((v) => v.trim().length <= 4, 'Hasta 4 caracteres (UN, HR, KG)'),
  precio: field.requiredText(30).refine((v) => {
    const d = parseDecimalText(v);
    return d !== null && !d.startsWith('-') && (d.split('.')[1]?.length ?? 0) <= 6 && Number(d) < 1e12;
  }, 'Precio neto en pesos, cero o más, hasta 6 decimales (ej.: 45.000 o 1.250,5)'),
  exento: field.choice(['no', 'si'] as const, { labels: { no: 'Afecto a IVA', si: 'Exento' } }),
});

function ProductForm({ product, onDone }: { product?: ProductRow; onDone: () => void }) {
  const save = useSaveProduct({
    onSuccess: (saved) => {
      toast.success(product ? `${saved.nombre} guardado` : `${saved.nombre} agregado al catálogo`);
      onDone();
    },
  });
  const form = useZodForm(productSchema, {
    codigo: product?.codigo ?? '',
    nombre: product?.nombre ?? '',
    unidad: product?.unidad ?? 'UN',
    precio: product ? decimalInput(product.precio) : '',
    exento: product?.exento ? 'si' : 'no',
  });
  return (
    <form
      noValidate
      aria-label={product ? `Editar ${product.nombre}` : 'Nuevo producto o servicio'}
      className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={form.handleSubmit((v) =>
        save.mutate({
          id: product?.id,
          values: {
            codigo: v.codigo ?? null,
            nombre: v.nombre,
            unidad: v.unidad.trim().toUpperCase(),
            // Decimal text as parsed (exact); PostgREST hands it to numeric unchanged.
            precio: parseDecimalText(v.precio) as unknown as number,
            exento: v.exento === 'si',
          },
        }),
      )}
    >
      <FormField form={form} name="nombre" label="Nombre" required />
      <FormField form={form} name="codigo" label="Código" />
      <FormField form={form} name="unidad" label="Unidad" required hint="Como el SII: UN, HR, KG, M2..." />
      <FormField form={form} name="precio" label="Precio neto (CLP)" required hint="En una boleta se le suma el IVA." />
      <FormField
        form={form}
        name="exento"
        label="IVA"
        required
        options={[
          { value: 'no', label: 'Afecto a IVA' },
          { value: 'si', label: 'Exento' },
        ]}
      />
      <FormActions className="flex gap-2 lg:col-span-5" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** The catalogue of products and services the line editor offers (public.fin_productos). */
export function ProductsPage() {
  const query = useProducts({ activeOnly: false });
  const [editing, setEditing] = useState<string | 'nuevo' | null>(null);
  const toggle = useSaveProduct({
    onSuccess: (saved, v) => toast.success(`${saved.nombre} ${v.values.activo ? 'reactivado' : 'desactivado'}`),
  });
  return (
    <section className="flex flex-col gap-4" aria-labelledby="productos-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="productos-title" className="text-xl font-semibold">
            Productos y servicios
          </h2>
          <p className="text-sm text-muted-foreground">
            Lo que se elige en las líneas de un documento; una línea también admite texto libre.
          </p>
        </div>
        {editing === null && <Button onClick={() => setEditing('nuevo')}>Nuevo producto</Button>}
      </div>
      {editing === 'nuevo' && <ProductForm onDone={() => setEditing(null)} />}
      <QueryState query={query} loadingLabel="Cargando productos..." errorTitle="No se pudieron cargar los productos">
        {(products) =>
          products.length === 0 ? (
            <EmptyState title="Aún no hay productos ni servicios" />
          ) : (
            <table className="w-full text-sm" aria-label="Productos y servicios">
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th className="py-1 font-medium">Nombre</th>
                  <th className="py-1 font-medium">Código</th>
                  <th className="py-1 font-medium">Unidad</th>
                  <th className="py-1 text-right font-medium">Precio neto</th>
                  <th className="py-1 font-medium">IVA</th>
                  <th className="py-1 font-medium">Estado</th>
                  <th className="py-1" />
                </tr>
              </thead>
              <tbody>
                {products.map((p) =>
                  editing === p.id ? (
                    <tr key={p.id}>
                      <td colSpan={7} className="py-2">
                        <ProductForm product={p} onDone={() => setEditing(null)} />
                      </td>
                    </tr>
                  ) : (
                    <tr key={p.id} className="border-t">
                      <td className="py-1">{p.nombre}</td>
                      <td className="py-1">{p.codigo ?? '—'}</td>
                      <td className="py-1">{p.unidad}</td>
                      <td className="py-1 text-right tabular-nums">${formatNumber(p.precio)}</td>
                      <td className="py-1">{p.exento ? 'Exento' : 'Afecto'}</td>
                      <td className="py-1">{p.activo ? 'Activo' : 'Inactivo'}</td>
                      <td className="flex justify-end gap-1 py-1">
                        <Button size="sm" variant="outline" onClick={() => setEditing(p.id)}>
                          Editar
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={toggle.isPending}
                          onClick={() => toggle.mutate({ id: p.id, values: { activo: !p.activo } })}
                        >
                          {p.activo ? 'Desactivar' : 'Reactivar'}
                        </Button>
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          )
        }
      </QueryState>
    </section>
  );
}
