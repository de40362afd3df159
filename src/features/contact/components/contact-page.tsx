import { CircleCheck, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { isModuleKey, MODULES, PRODUCT } from '@/config/product';
import { useCreateContactRequest } from '../api/create-contact-request';
import { contactSchema, type ContactField, type ContactInput } from '../lib/contact-schema';

const EMPTY: ContactInput = { nombre: '', empresa: '', correo: '', mensaje: '' };

const FIELDS: { name: ContactField; label: string; type?: string; autoComplete?: string; multiline?: boolean }[] = [
  { name: 'nombre', label: 'Nombre', autoComplete: 'name' },
  { name: 'empresa', label: 'Empresa', autoComplete: 'organization' },
  { name: 'correo', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  { name: 'mensaje', label: 'Mensaje', multiline: true },
];

/** Public contact form: stores a lead (DESIGN §4). */
export function ContactPage() {
  const [values, setValues] = useState<ContactInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sent, setSent] = useState(false);
  const id = useId();
  const [searchParams] = useSearchParams();
  const moduloParam = searchParams.get('modulo') ?? undefined;
  const moduloInteres = isModuleKey(moduloParam) ? moduloParam : null;
  const planParam = searchParams.get('plan') ?? '';
  const planInteres = /^[\w-]{1,40}$/.test(planParam) ? planParam : null;
  const mutation = useCreateContactRequest({
    onSuccess: () => {
      setSent(true);
      setValues(EMPTY);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<ContactField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ContactField;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate({ ...parsed.data, moduloInteres, planInteres });
  }

  const saving = mutation.isPending;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-background to-accent p-4">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <h1 className="text-2xl font-semibold">Contacto</h1>
          <CardDescription>
            Cuéntanos sobre tu empresa y te ayudaremos a elegir los módulos y el plan de {PRODUCT.name} adecuados.
          </CardDescription>
          {moduloInteres && (
            <p className="text-sm text-muted-foreground">
              Módulo de interés: <span className="font-medium text-foreground">{MODULES[moduloInteres].name}</span>
              {planInteres ? ` · Plan: ${planInteres}` : ''}
            </p>
          )}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {sent ? (
            <>
              <Alert variant="success" role="status">
                <CircleCheck />
                <AlertTitle>¡Gracias! Recibimos tu mensaje</AlertTitle>
                <AlertDescription>Nuestro equipo te contactará pronto.</AlertDescription>
              </Alert>
              <div className="flex flex-wrap gap-3">
                <Button variant="outline" onClick={() => setSent(false)}>
                  Enviar otro mensaje
                </Button>
                <Button asChild variant="link">
                  <Link to={paths.home.getHref()}>Volver al inicio</Link>
                </Button>
              </div>
            </>
          ) : (
            <form
              noValidate
              onSubmit={handleSubmit}
              className="flex flex-col gap-4"
              aria-label="Formulario de contacto"
            >
              {mutation.isError && (
                <Alert variant="destructive">
                  <AlertTitle>No se pudo enviar tu mensaje</AlertTitle>
                  <AlertDescription>Inténtalo de nuevo en unos minutos.</AlertDescription>
                </Alert>
              )}
              {FIELDS.map((field) => {
                const inputId = `${id}-${field.name}`;
                const errorId = `${inputId}-error`;
                const common = {
                  id: inputId,
                  name: field.name,
                  value: values[field.name],
                  disabled: saving,
                  'aria-invalid': errors[field.name] ? true : undefined,
                  'aria-describedby': errors[field.name] ? errorId : undefined,
                };
                return (
                  <div key={field.name} className="flex flex-col gap-2">
                    <Label htmlFor={inputId}>{field.label}</Label>
                    {field.multiline ? (
                      <Textarea
                        {...common}
                        rows={5}
                        onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                      />
                    ) : (
                      <Input
                        {...common}
                        type={field.type ?? 'text'}
                        autoComplete={field.autoComplete}
                        onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
                      />
                    )}
                    <FieldError id={errorId}>{errors[field.name]}</FieldError>
                  </div>
                );
              })}
              <Button type="submit" disabled={saving}>
                {saving ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
                {saving ? 'Enviando...' : 'Enviar mensaje'}
              </Button>
              <Link
                to={paths.home.getHref()}
                className="text-center text-sm text-muted-foreground underline-offset-4 hover:underline"
              >
                Volver al inicio
              </Link>
            </form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
