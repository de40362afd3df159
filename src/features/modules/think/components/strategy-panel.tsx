import { useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { field, FormActions, FormField, QueryState, useModuleUser, useZodForm } from '@/kit';
import { useSaveStrategy, useStrategy } from '../api/strategy';
import type { Strategy } from '../api/types';

const strategySchema = z.object({ mision: field.optionalText(2000), vision: field.optionalText(2000) });

function StrategyForm({ strategy, onDone }: { strategy: Strategy | null; onDone: () => void }) {
  const save = useSaveStrategy();
  const form = useZodForm(strategySchema, { mision: strategy?.mision ?? '', vision: strategy?.vision ?? '' });
  return (
    <form
      noValidate
      aria-label="Editar misión y visión"
      className="grid gap-3"
      onSubmit={form.handleSubmit(async (v) => {
        try {
          await save.mutateAsync({ id: strategy?.id, values: { mision: v.mision ?? '', vision: v.vision ?? '' } });
          onDone();
        } catch {
          // The mutation's toast has said why; the form keeps what was typed.
        }
      })}
    >
      <FormField form={form} name="mision" label="Misión" multiline hint="Para qué existe la empresa." />
      <FormField form={form} name="vision" label="Visión" multiline hint="Adónde quiere llegar." />
      <FormActions pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** The company's mission and vision at the head of the strategy map: every Think user reads them, the admin edits them. */
export function StrategyPanel() {
  const query = useStrategy();
  const { isCompanyAdmin } = useModuleUser();
  const [editing, setEditing] = useState(false);
  return (
    <section aria-label="Misión y visión" className="rounded-lg border bg-card p-4">
      <QueryState
        query={query}
        loadingLabel="Cargando misión y visión..."
        errorTitle="No se pudieron cargar la misión y la visión"
      >
        {(strategy) =>
          editing ? (
            <StrategyForm strategy={strategy} onDone={() => setEditing(false)} />
          ) : (
            <div className="flex flex-col gap-3">
              <div className="grid gap-4 md:grid-cols-2">
                <div>
                  <h2 className="font-semibold">Misión</h2>
                  <p className="whitespace-pre-line text-sm text-muted-foreground">
                    {strategy?.mision || 'Aún no se ha definido la misión.'}
                  </p>
                </div>
                <div>
                  <h2 className="font-semibold">Visión</h2>
                  <p className="whitespace-pre-line text-sm text-muted-foreground">
                    {strategy?.vision || 'Aún no se ha definido la visión.'}
                  </p>
                </div>
              </div>
              {isCompanyAdmin && (
                <div>
                  <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                    Editar misión y visión
                  </Button>
                </div>
              )}
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
