import { DismissableLayer } from '@radix-ui/react-dismissable-layer';
import { FocusScope } from '@radix-ui/react-focus-scope';
import { Bell, Check, CheckCheck, Settings } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useNotifications, useUnreadCount, type Notification } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { useLiveNotifications, type NoticeSubscriber } from '../api/use-live-notifications';
import { relativeTime } from '../lib/relative-time';

/** The anchor of the notice preferences in Mi Perfil. */
export const PREFERENCES_ANCHOR = 'avisos';

function countLabel(n: number): string {
  if (n === 0) return 'Notificaciones, ninguna sin leer';
  return n === 1 ? 'Notificaciones, 1 sin leer' : `Notificaciones, ${n} sin leer`;
}

/**
 * The bell of the top bar: the unread count, live, and a panel with the latest notices (mark one
 * or all read, open the record). On a phone the panel spans the screen's width.
 */
export function NotificationBell({ userId, subscribe }: { userId: string; subscribe?: NoticeSubscriber }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  useLiveNotifications(userId, subscribe);
  const unread = useUnreadCount(userId);
  const count = unread.data ?? 0;

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <div className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={countLabel(count)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
        className="relative"
      >
        <Bell />
        {count > 0 && (
          <span
            data-testid="unread-count"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] leading-none font-semibold text-destructive-foreground"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Button>
      {open && (
        <DismissableLayer
          asChild
          onEscapeKeyDown={close}
          onPointerDownOutside={(e) => {
            if (buttonRef.current?.contains(e.target as Node)) return;
            setOpen(false);
          }}
          onFocusOutside={(e) => e.preventDefault()}
        >
          <FocusScope asChild loop trapped={false}>
            <div
              id={panelId}
              role="dialog"
              aria-labelledby={titleId}
              className="fixed inset-x-2 top-14 z-50 flex max-h-[min(32rem,calc(100dvh-4.5rem))] flex-col rounded-lg border bg-card shadow-lg sm:absolute sm:inset-x-auto sm:top-11 sm:right-0 sm:w-96"
            >
              <NotificationPanel userId={userId} titleId={titleId} unread={count} onNavigate={() => setOpen(false)} />
            </div>
          </FocusScope>
        </DismissableLayer>
      )}
    </div>
  );
}

function NotificationPanel({
  userId,
  titleId,
  unread,
  onNavigate,
}: {
  userId: string;
  titleId: string;
  unread: number;
  onNavigate: () => void;
}) {
  const list = useNotifications(userId);
  const markRead = useMarkRead();
  const navigate = useNavigate();

  function open(n: Notification) {
    if (!n.leida_en) markRead.mutate({ userId, ids: [n.id] });
    onNavigate();
    if (n.enlace) void navigate(n.enlace);
  }

  return (
    <>
      <header className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold">
          Notificaciones
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ userId })}
        >
          <CheckCheck />
          Marcar todas como leídas
        </Button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending && <LoadingState label="Cargando notificaciones..." className="min-h-32" />}
        {list.isError && (
          <div className="flex flex-col gap-2 p-4">
            <Alert variant="destructive">
              <AlertDescription>No se pudieron cargar las notificaciones.</AlertDescription>
            </Alert>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Reintentar
            </Button>
          </div>
        )}
        {list.data?.length === 0 && (
          <p className="p-6 text-center text-sm text-muted-foreground">No tienes notificaciones.</p>
        )}
        {list.data && list.data.length > 0 && (
          <ul aria-label="Notificaciones recientes" className="divide-y">
            {list.data.map((n) => (
              <li key={n.id} className={cn('flex items-start gap-2 px-4 py-3', !n.leida_en && 'bg-accent/40')}>
                <span
                  aria-hidden="true"
                  className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.leida_en ? 'bg-transparent' : 'bg-primary')}
                />
                <button
                  type="button"
                  onClick={() => open(n)}
                  className="flex min-w-0 flex-1 flex-col items-start gap-0.5 rounded-sm text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className={cn('text-sm', !n.leida_en && 'font-semibold')}>
                    {n.titulo}
                    {!n.leida_en && <span className="sr-only"> (sin leer)</span>}
                  </span>
                  {n.texto && <span className="line-clamp-2 text-sm text-muted-foreground">{n.texto}</span>}
                  <time dateTime={n.creada_en} className="text-xs text-muted-foreground">
                    {relativeTime(n.creada_en)}
                  </time>
                </button>
                {!n.leida_en && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 shrink-0"
                    aria-label={`Marcar como leída: ${n.titulo}`}
                    disabled={markRead.isPending}
                    onClick={() => markRead.mutate({ userId, ids: [n.id] })}
                  >
                    <Check />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <footer className="border-t px-4 py-2">
        <Link
          to={`${paths.app.profile.getHref()}#${PREFERENCES_ANCHOR}`}
          onClick={onNavigate}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Settings className="size-4" aria-hidden="true" />
          Preferencias de avisos
        </Link>
      </footer>
    </>
  );
}
