import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/kit';
import { useCreateParty } from '../api/finance';

/**
 * Adds a client or supplier to the shared directory (terceros) without leaving the document form:
 * a company with Finance but not Ops or CRM has no other screen for it. The new party is selected.
 */
export function PartyQuickAdd({ tipo, onCreated }: { tipo: 'cliente' | 'proveedor'; onCreated: (id: string) => void }) {
  const create = useCreateParty();
  const [open, setOpen] = useState(false);
  const [nombre, setNombre] = useState('');
  const [rut, setRut] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = tipo === 'cliente' ? 'cliente' : 'proveedor';
  if (!open)
    return (
      <Button type="button" variant="link" size="sm" className="h-auto self-start p-0" onClick={() => setOpen(true)}>
        Nuevo {label}
      </Button>
    );
  const save = async () => {
    const name = nombre.trim();
    if (!name) return setError('Escribe el nombre');
    if (name.length > 200) return setError('Máximo 200 caracteres');
    setError(null);
    try {
      const created = await create.mutateAsync({ nombre: name, rut: rut.trim() || null, tipo });
      toast.success(`${created.nombre} agregado al directorio`);
      onCreated(created.id);
      setOpen(false);
      setNombre('');
      setRut('');
    } catch (e) {
      setError(errorMessage(e));
    }
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
          void save();
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
        <Button type="button" size="sm" disabled={create.isPending} onClick={() => void save()}>
          {create.isPending ? 'Agregando...' : 'Agregar'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </div>
  );
}
