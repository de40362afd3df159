/**
 * The history of one record, for every module (issue 37, docs/search.md): when it was created and
 * last changed, an order's state changes, and the comments, newest first; a comment box that can
 * mention the people who may see the record (they are told through the inbox); one's own comments
 * are edited and deleted in place. What the list shows and who may write is Postgres' decision.
 */
import { AtSign, MessageSquare, Pencil, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import {
  useAddComment,
  useDeleteComment,
  useEditComment,
  useMentionable,
  useRecordHistory,
  type HistoryEvent,
  type HistoryTable,
} from '@/lib/record-history';

const MAX_TEXT = 4000;

function eventTitle(e: HistoryEvent): string {
  const who = e.autor ?? 'Alguien';
  switch (e.evento) {
    case 'creado':
      return `Creado por ${who}`;
    case 'actualizado':
      return `Última modificación por ${who}`;
    case 'estado':
      return `Estado: ${e.texto ?? ''}, por ${who}`;
    case 'cambio':
      return `${who} cambió ${e.texto ?? ''}`;
    case 'comentario':
      return `${who} comentó`;
  }
}

export function RecordTimeline({ tabla, registroId }: { tabla: HistoryTable; registroId: string }) {
  const history = useRecordHistory(tabla, registroId);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<HistoryEvent | null>(null);
  const remove = useDeleteComment(tabla, registroId, () => setDeleting(null));

  return (
    <div className="flex flex-col gap-3">
      <CommentForm tabla={tabla} registroId={registroId} />
      {history.isPending && <LoadingState label="Cargando historial..." />}
      {history.isError && (
        <Alert variant="destructive">
          <AlertDescription>
            No se pudo cargar el historial: {errorMessage(history.error)}{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void history.refetch()}>
              Reintentar
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {history.isSuccess && history.data.length === 0 && (
        <p className="text-sm text-muted-foreground">Sin historial visible.</p>
      )}
      {history.isSuccess && history.data.length > 0 && (
        <ol className="flex flex-col gap-2 text-sm" aria-label="Historial">
          {history.data.map((e, i) => (
            <li
              key={e.comentario_id ?? `${e.evento}-${e.cuando}-${i}`}
              className={e.evento === 'comentario' ? 'rounded-md bg-muted/50 p-2' : 'px-2 text-muted-foreground'}
            >
              <p className="text-xs text-muted-foreground">
                {eventTitle(e)} · {formatDateTime(e.cuando)}
                {e.editado && ' · editado'}
              </p>
              {e.evento === 'comentario' &&
                (editing === e.comentario_id ? (
                  <EditComment tabla={tabla} registroId={registroId} event={e} onDone={() => setEditing(null)} />
                ) : (
                  <p className="whitespace-pre-line text-foreground">{e.texto}</p>
                ))}
              {e.evento === 'comentario' && e.propio && editing !== e.comentario_id && (
                <div className="mt-1 flex gap-1">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(e.comentario_id)}>
                    <Pencil aria-hidden="true" /> Editar
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(e)}>
                    <Trash2 aria-hidden="true" /> Eliminar
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
        title="¿Eliminar el comentario?"
        description="El comentario deja de verse en el historial. No se puede deshacer."
        confirmLabel="Eliminar comentario"
        destructive
        pending={remove.isPending}
      />
    </div>
  );
}

function CommentForm({ tabla, registroId }: { tabla: HistoryTable; registroId: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<Array<{ id: string; nombre: string }>>([]);
  const people = useMentionable(tabla, registroId);
  const add = useAddComment(tabla, registroId, () => {
    setText('');
    setMentions([]);
  });
  const offered = (people.data ?? []).filter((p) => !mentions.some((m) => m.id === p.id));
  const trimmed = text.trim();

  return (
    <form
      aria-label="Nuevo comentario"
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!trimmed || trimmed.length > MAX_TEXT) return;
        add.mutate({ texto: trimmed, menciones: mentions.map((m) => m.id) });
      }}
    >
      <label htmlFor={`${id}-texto`} className="sr-only">
        Comentario
      </label>
      <Textarea
        id={`${id}-texto`}
        placeholder="Escribe un comentario..."
        value={text}
        maxLength={MAX_TEXT}
        rows={2}
        onChange={(e) => setText(e.target.value)}
      />
      {mentions.length > 0 && (
        <ul aria-label="Mencionados" className="flex flex-wrap gap-1">
          {mentions.map((m) => (
            <li key={m.id} className="flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs">
              @{m.nombre}
              <button
                type="button"
                aria-label={`Quitar mención de ${m.nombre}`}
                onClick={() => setMentions((all) => all.filter((x) => x.id !== m.id))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-mencion`} className="flex items-center gap-1 text-sm text-muted-foreground">
          <AtSign className="size-4" aria-hidden="true" /> Mencionar
        </label>
        <select
          id={`${id}-mencion`}
          className="h-9 rounded-md border bg-background px-2 text-sm"
          value=""
          disabled={!people.isSuccess || offered.length === 0}
          onChange={(e) => {
            const person = offered.find((p) => p.id === e.target.value);
            if (!person) return;
            setMentions((all) => [...all, person]);
            setText((t) =>
              t.includes(`@${person.nombre}`) ? t : `${t}${t && !t.endsWith(' ') ? ' ' : ''}@${person.nombre} `,
            );
          }}
        >
          <option value="">{people.isPending ? 'Cargando personas...' : 'Elige a alguien'}</option>
          {offered.map((p) => (
            <option key={p.id} value={p.id}>
              {p.nombre}
            </option>
          ))}
        </select>
        <Button type="submit" className="ml-auto" disabled={!trimmed || add.isPending}>
          <MessageSquare aria-hidden="true" /> Comentar
        </Button>
      </div>
    </form>
  );
}

function EditComment({
  tabla,
  registroId,
  event,
  onDone,
}: {
  tabla: HistoryTable;
  registroId: string;
  event: HistoryEvent;
  onDone: () => void;
}) {
  const [text, setText] = useState(event.texto ?? '');
  const edit = useEditComment(tabla, registroId, onDone);
  return (
    <form
      aria-label="Editar comentario"
      className="mt-1 flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) edit.mutate({ event, texto: text.trim() });
      }}
    >
      <Textarea
        aria-label="Texto del comentario"
        value={text}
        maxLength={MAX_TEXT}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!text.trim() || edit.isPending}>
          Guardar
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/** The timeline under its heading, for a record page that has no section frame of its own. */
export function RecordHistorySection({ tabla, registroId }: { tabla: HistoryTable; registroId: string }) {
  const id = useId();
  return (
    <section className="flex flex-col gap-3" aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        Historial y comentarios
      </h3>
      <RecordTimeline tabla={tabla} registroId={registroId} />
    </section>
  );
}
