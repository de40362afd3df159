import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/spinner';
import { getMyProfile, updateMyProfile, type MyProfile } from '../api/profile';
import { PHONE_PATTERN, PROFILE_MESSAGES } from '../lib/profile-messages';

type Fields = Omit<MyProfile, 'id' | 'correo'>;
type Errors = Partial<Record<keyof Fields, string>>;

function validate(f: Fields): Errors {
  const e: Errors = {};
  if (f.nombre.trim() === '') e.nombre = PROFILE_MESSAGES.nameRequired;
  else if (f.nombre.length > 100) e.nombre = PROFILE_MESSAGES.nameTooLong;
  if (f.apellido_paterno.length > 100) e.apellido_paterno = PROFILE_MESSAGES.nameTooLong;
  if ((f.apellido_materno ?? '').length > 100) e.apellido_materno = PROFILE_MESSAGES.nameTooLong;
  if (f.telefono && !PHONE_PATTERN.test(f.telefono)) e.telefono = PROFILE_MESSAGES.phoneInvalid;
  return e;
}

function Form({ profile, onSaved }: { profile: MyProfile; onSaved: () => void }) {
  const id = useId();
  const [fields, setFields] = useState<Fields>({
    nombre: profile.nombre,
    apellido_paterno: profile.apellido_paterno,
    apellido_materno: profile.apellido_materno ?? '',
    telefono: profile.telefono ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (f: Fields) => updateMyProfile(profile.id, f),
    onSuccess: () => {
      toast.success(PROFILE_MESSAGES.saved);
      onSaved();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean: Fields = {
      nombre: fields.nombre.trim(),
      apellido_paterno: fields.apellido_paterno.trim(),
      apellido_materno: (fields.apellido_materno ?? '').trim() || null,
      telefono: (fields.telefono ?? '').trim() || null,
    };
    const next = validate(clean);
    setErrors(next);
    if (Object.keys(next).length === 0) save.mutate(clean);
  }

  const field = (key: keyof Fields, label: string, extra: Record<string, unknown> = {}) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        name={key}
        value={fields[key] ?? ''}
        onChange={(e) => setFields((f) => ({ ...f, [key]: e.target.value }))}
        disabled={save.isPending}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        {...extra}
      />
      <FieldError id={`${id}-${key}-error`}>{errors[key]}</FieldError>
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="Datos personales">
      {save.isError && (
        <Alert variant="destructive" className="sm:col-span-2">
          <AlertDescription>{PROFILE_MESSAGES.failure}</AlertDescription>
        </Alert>
      )}
      {field('nombre', 'Nombre', { autoComplete: 'given-name' })}
      {field('apellido_paterno', 'Apellido paterno', { autoComplete: 'family-name' })}
      {field('apellido_materno', 'Apellido materno')}
      {field('telefono', 'Teléfono', { type: 'tel', autoComplete: 'tel', placeholder: '+56 9 1234 5678' })}
      <div className="flex flex-col gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-correo`}>Correo</Label>
        <Input id={`${id}-correo`} value={profile.correo ?? ''} readOnly disabled />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar datos'}
        </Button>
      </div>
    </form>
  );
}

export function PersonalDataCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['profile', 'me', userId], queryFn: () => getMyProfile(userId) });
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Datos personales</h2>
        <CardDescription>Tu nombre y teléfono como los ven los administradores de tu empresa.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending && <LoadingState label="Cargando tus datos..." />}
        {query.isError && (
          <Alert variant="destructive">
            <AlertDescription>No se pudieron cargar tus datos. Recarga la página.</AlertDescription>
          </Alert>
        )}
        {query.data && (
          <Form
            key={query.dataUpdatedAt}
            profile={query.data}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: ['profile', 'me', userId] })}
          />
        )}
      </CardContent>
    </Card>
  );
}
