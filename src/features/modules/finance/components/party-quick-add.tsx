import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/error-message';
import { partyRut } from '@/lib/parties/party-schema';
import { useSaveParty } from '@/lib/parties/save-party';
import { toast } from '@/lib/toast';

/**
 * Adds a client or supplier to the shared directory (terceros) without leaving the document form:
 * a company with Finance but not Ops or CRM has no other screen for it. The new party is selected.
 */
export function PartyQuickAdd({ tipo, onCreated }: { tipo: 'cliente' | 'proveedor'; onCreated: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [nombre, setNombre] = useState('');
  const [rut, setRut] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The error shows under the fields (not a toast): the person is typing in them.
  const create = useSaveParty({
    onSuccess: (created) => {
      toast.success(`${created.nombre} agregado al directorio`);
      onCreated(created.id);
      setOpen(false);
      setNombre('');
      setRut('');
    },
    onError: (e) => setError(errorMessage(e)),
  });
  const label = tipo === 'cliente' ? 'cliente' : 'proveedor';
  if (!open)
    return (
      <Button type="button" variant="link" size="sm" className="h-auto self-start p-0" onClick={() => setOpen(true)}>
        Nuevo {label}
      </Button>
    );
  const save = () => {
    const name = nombre.trim();
    if (!name) return setError('Escribe el nombre');
    if (name.length > 200) return setError('Máximo 200 caracteres');
    const checked = partyRut.safeParse(rut);
    if (!checked.success) return setError(checked.error.issues[0].message);
    setError(null);
    create.mutate({ values: { nombre: name, rut: checked.data ?? null, tipo } });
  };
  return (
    // Enter inside these fields adds the party (it must not submit the document form around them).
    <div
      role="group"
      aria-label={`Nuevo ${label}`}
      className="flex flex-col gap-2 rounded-md border p-2"
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          save();
        }
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor={`nuevo-${tipo}-nombre`}>Nombre del {label}</Label>
        <Input id={`nuevo-${tipo}-nombre`} value={nombre} onChange={(e) => setNombre(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`nuevo-${tipo}-rut`}>RUT (opcional)</Label>
        <Input id={`nuevo-${tipo}-rut`} value={rut} maxLength={20} onChange={(e) => setRut(e.target.value)} />
      </div>
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="button" size="sm" disabled={create.isPending} onClick={save}>
          {create.isPending ? 'Agregando...' : 'Agregar'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </div>
  );
}
