import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { FormValues } from './form';

type FormLike = { values: FormValues; setValues: (next: FormValues | ((v: FormValues) => FormValues)) => void };

const same = (a: FormValues, b: FormValues, keys: readonly string[]) => keys.every((k) => a[k] === b[k]);

/**
 * An open form over a record that may change elsewhere (a live screen refetches it): `server` is
 * the record's current values as the form's strings. When they change:
 * - a form the user has not touched, or one that already holds the new values (its own save),
 *   simply takes them;
 * - a form being edited keeps every field the user changed, takes the new value of the fields the
 *   user did not touch (so saving does not undo the other person's change), and reports
 *   `changedElsewhere` until the user chooses: `reload` (take the record as it is now) or `keep`
 *   (go on with the edits). Nothing typed is lost without the user saying so.
 */
export function useRemoteValues(form: FormLike, server: FormValues) {
  const keys = Object.keys(server);
  const [base, setBase] = useState(server);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const serverKey = JSON.stringify(keys.map((k) => server[k]));
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  const [seen, setSeen] = useState(serverKey);
  if (seen !== serverKey) {
    setSeen(serverKey);
    const values = form.values;
    if (same(values, base, keys) || same(values, server, keys)) {
      form.setValues((v) => ({ ...v, ...server }));
      setChangedElsewhere(false);
    } else {
      const untouched = Object.fromEntries(keys.filter((k) => values[k] === base[k]).map((k) => [k, server[k]]));
      form.setValues((v) => ({ ...v, ...untouched }));
      setChangedElsewhere(true);
    }
    setBase(server);
  }
  return {
    changedElsewhere,
    reload: () => {
      form.setValues((v) => ({ ...v, ...server }));
      setBase(server);
      setChangedElsewhere(false);
    },
    keep: () => setChangedElsewhere(false),
  };
}

/**
 * What a form says when its record changed elsewhere while it was being edited (useRemoteValues):
 * 'Otra persona cambió …' with 'Recargar' (the record as it is now) and 'Mantener mis cambios'.
 */
export function RemoteChangeNotice({
  guard,
  what = 'este registro',
}: {
  guard: ReturnType<typeof useRemoteValues>;
  /** e.g. 'esta orden'. */
  what?: string;
}) {
  if (!guard.changedElsewhere) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-md border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <p>
        Otra persona cambió {what} mientras editabas. Tus cambios siguen aquí; los campos que no tocaste ya muestran lo
        nuevo.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={guard.reload}>
          Recargar
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={guard.keep}>
          Mantener mis cambios
        </Button>
      </div>
    </div>
  );
}
