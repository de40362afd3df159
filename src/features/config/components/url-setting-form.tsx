import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useSaveAppConfigUrl } from '../api/save-app-config-url';
import { checkConfigUrl, CONFIG_URL_KEYS, MAX_URL_LENGTH, type ConfigUrlKey } from '../lib/config-url';

export interface UrlSettingFormProps {
  configKey: ConfigUrlKey;
  title: string;
  description: string;
  label: string;
  placeholder: string;
  /** docs/product.md §8's success toast of this key. */
  successMessage: string;
  /** The stored value (null: never configured). */
  current: string | null;
}

/** One app_config URL: the current value, a field, the check of config-url.ts and the upsert. */
export function UrlSettingForm({
  configKey,
  title,
  description,
  label,
  placeholder,
  successMessage,
  current,
}: UrlSettingFormProps) {
  const inputId = useId();
  const errorId = useId();
  const currentId = useId();
  const [value, setValue] = useState(current ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useSaveAppConfigUrl({
    onSuccess: (stored) => {
      setValue(stored);
      toast.success(successMessage);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkConfigUrl(value, CONFIG_URL_KEYS[configKey]);
    if (!check.ok) {
      setFieldError(check.message);
      return;
    }
    setFieldError(null);
    save.mutate({ key: configKey, value: check.value });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
          <p id={currentId} className="text-sm">
            <span className="text-muted-foreground">Valor actual: </span>
            {current ? (
              <code
                className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all"
                data-testid={`current-${configKey}`}
              >
                {current}
              </code>
            ) : (
              <span className="italic" data-testid={`current-${configKey}`}>
                Sin configurar
              </span>
            )}
          </p>
          <div className="flex flex-col gap-2">
            <Label htmlFor={inputId}>{label}</Label>
            <Input
              id={inputId}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={MAX_URL_LENGTH}
              placeholder={placeholder}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                if (fieldError) setFieldError(null);
              }}
              disabled={save.isPending}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${errorId} ${currentId}` : currentId}
            />
            <FieldError id={errorId}>{fieldError}</FieldError>
          </div>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
              {save.isPending ? 'Guardando...' : 'Guardar'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
