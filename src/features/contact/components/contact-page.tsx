import { CircleCheck, Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { isPlanTierId, PLAN_TIER_IDS, PLAN_TIER_NAMES } from '@/config/plan-tiers';
import { isModuleKey, MODULE_KEYS, MODULES, PRODUCT } from '@/config/product';
import { useCreateContactRequest } from '../api/create-contact-request';
import { contactSchema, type ContactField, type ContactInput, type ContactRequest } from '../lib/contact-schema';

/** Radix Select reserves '' for "no value": the "not decided yet" option uses this one. */
const NONE = 'ninguno';

type TextField = Exclude<ContactField, 'modulo' | 'plan'>;

const TEXT_FIELDS: {
  name: TextField;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email';
  hint?: string;
}[] = [
  { name: 'nombre', label: 'Nombre', autoComplete: 'name' },
  { name: 'correo', label: 'Correo electrónico', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'empresa', label: 'Empresa', autoComplete: 'organization' },
  { name: 'telefono', label: 'Teléfono (opcional)', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

const MODULE_OPTIONS = MODULE_KEYS.map((key) => ({ value: key, label: `${MODULES[key].name} · ${MODULES[key].area}` }));
const PLAN_OPTIONS = PLAN_TIER_IDS.map((id) => ({ value: id, label: PLAN_TIER_NAMES[id] }));

/** The module and plan of the button that led here (`/contacto?modulo=crm&plan=pro`); unknown values are ignored. */
function preselected(searchParams: URLSearchParams): Pick<ContactInput, 'modulo' | 'plan'> {
  const modulo = searchParams.get('modulo') ?? undefined;
  const plan = searchParams.get('plan');
  return { modulo: isModuleKey(modulo) ? modulo : '', plan: isPlanTierId(plan) ? plan : '' };
}

/** Public contact form: stores a lead (docs/design.md §4); anon may insert it but never read it back. */
export function ContactPage() {
  const [searchParams] = useSearchParams();
  const [initial] = useState<ContactInput>(() => ({
    nombre: '',
    correo: '',
    empresa: '',
    telefono: '',
    mensaje: '',
    ...preselected(searchParams),
  }));
  const [values, setValues] = useState<ContactInput>(initial);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [sent, setSent] = useState<ContactRequest | null>(null);
  const submitted = useRef<ContactRequest | null>(null);
  const id = useId();
  const mutation = useCreateContactRequest({
    onSuccess: () => {
      setSent(submitted.current);
      setValues(initial);
    },
  });

  function set<K extends ContactField>(field: K, value: ContactInput[K]) {
    setValues((v) => ({ ...v, [field]: value }));
  }

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
      // Take the visitor to the first field to fix.
      const first = [...TEXT_FIELDS.map((f) => f.name), 'modulo', 'plan', 'mensaje'].find((f) => f in next);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    submitted.current = parsed.data;
    mutation.mutate(parsed.data);
  }

  const saving = mutation.isPending;
  const common = (field: ContactField) => ({
    id: `${id}-${field}`,
    disabled: saving,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });

  return (
    <div className="bg-gradient-to-br from-primary/10 via-background to-accent px-4 py-12 sm:py-16">
      <Card className="mx-auto w-full max-w-2xl">
        <CardHeader>
          <h1 className="text-2xl font-semibold">Contacto</h1>
          <CardDescription>
            Cuéntanos sobre tu empresa y te ayudaremos a elegir los módulos y el plan de {PRODUCT.name} adecuados. Te
            respondemos en un día hábil.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {sent ? (
            <>
              <Alert variant="success" role="status">
                <CircleCheck />
                <AlertTitle>¡Gracias! Recibimos tu mensaje</AlertTitle>
                <AlertDescription>
                  Nuestro equipo te contactará pronto en {sent.correo}
                  {sent.modulo ? ` para conversar sobre ${MODULES[sent.modulo].name}` : ''}
                  {sent.plan ? ` (plan ${PLAN_TIER_NAMES[sent.plan]})` : ''}.
                </AlertDescription>
              </Alert>
              <div className="flex flex-wrap gap-3">
                <Button variant="outline" onClick={() => setSent(null)}>
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
              className="grid gap-4 sm:grid-cols-2"
              aria-label="Formulario de contacto"
            >
              {mutation.isError && (
                <Alert variant="destructive" className="sm:col-span-2">
                  <AlertTitle>Tu mensaje no se envió</AlertTitle>
                  <AlertDescription>
                    Revisa tu conexión e inténtalo de nuevo en unos minutos; lo que escribiste sigue en el formulario.
                  </AlertDescription>
                </Alert>
              )}
              {TEXT_FIELDS.map((field) => (
                <div key={field.name} className="flex flex-col gap-2">
                  <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
                  <Input
                    {...common(field.name)}
                    name={field.name}
                    value={values[field.name]}
                    type={field.type ?? 'text'}
                    autoComplete={field.autoComplete}
                    inputMode={field.inputMode}
                    onChange={(e) => set(field.name, e.target.value)}
                  />
                  <FieldError id={`${id}-${field.name}-error`}>{errors[field.name]}</FieldError>
                </div>
              ))}
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-modulo`}>Módulo de interés</Label>
                <Select
                  name="modulo"
                  value={values.modulo || NONE}
                  onValueChange={(v) => set('modulo', v === NONE ? '' : (v as ContactInput['modulo']))}
                  disabled={saving}
                >
                  <SelectTrigger {...common('modulo')}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NONE}>Aún no lo sé</SelectItem>
                    {MODULE_OPTIONS.map((o) => (
                      <SelectItem key={o.value} value={o.value}>
                        {o.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FieldError id={`${id}-modulo-error`}>{errors.modulo}</FieldError>
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor={`${id}-plan`}>Plan de interés</Label>
                <Select
                  name="plan"
                  value={values.plan || NONE}
                  onValueChange={(v) => set('plan', v === NONE ? '' : (v as ContactInput['plan']))}
                  disabled={saving}
                >
                  <SelectTrigger {...common('plan')}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NONE}>Aún no lo sé</SelectItem>
                    {PLAN_OPTIONS.map((o) => (
                      <SelectItem key={o.value} value={o.value}>
                        {o.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FieldError id={`${id}-plan-error`}>{errors.plan}</FieldError>
              </div>
              <div className="flex flex-col gap-2 sm:col-span-2">
                <Label htmlFor={`${id}-mensaje`}>Mensaje</Label>
                <Textarea
                  {...common('mensaje')}
                  name="mensaje"
                  value={values.mensaje}
                  rows={5}
                  placeholder="¿Qué necesitas resolver? Cuántas personas lo usarían, plazos, sistemas que ya usan..."
                  onChange={(e) => set('mensaje', e.target.value)}
                />
                <FieldError id={`${id}-mensaje-error`}>{errors.mensaje}</FieldError>
              </div>
              <div className="flex flex-col gap-3 sm:col-span-2">
                <Button type="submit" disabled={saving}>
                  {saving ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
                  {saving ? 'Enviando...' : 'Enviar mensaje'}
                </Button>
                <Link
                  to={paths.home.getHref()}
                  className="self-center rounded-sm text-sm text-muted-foreground underline-offset-4 hover:underline"
                >
                  Volver al inicio
                </Link>
              </div>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
