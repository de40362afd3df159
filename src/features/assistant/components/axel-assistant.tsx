import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { LoadingState } from '@/components/ui/spinner';
import { backendUrlErrorKind, useBackendUrl } from '../api/get-backend-url';
import { useAssistantConversation } from '../hooks/use-assistant-conversation';
import type { BackendStatus } from '../lib/backend-status';
import { ASSISTANT_TEXT } from '../lib/messages';
import { readPanelOpen, writePanelOpen } from '../lib/panel-storage';
import { AssistantLauncher } from './assistant-launcher';

/** The drawer and its Markdown renderer load on demand (docs/design.md §8), prefetched on hover or focus. */
const loadDrawer = () => import('./assistant-drawer');
const AssistantDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.AssistantDrawer })));

export interface AxelAssistantProps {
  /** The signed-in user's id, recorded with a saved conversation (docs/design.md §4). */
  userId: string;
  /** The user's access token, sent to save_expert_session. */
  accessToken: string | null | undefined;
  /** Tests shorten it; the default is ASK_TIMEOUT_MS. */
  askTimeoutMs?: number;
}

/**
 * Axel, the floating technical assistant (docs/product.md §2): the round button, the drawer, the
 * conversation and its backend calls. Mounted once in the workspace, so the conversation outlives
 * closing the drawer and moving between screens.
 */
export function AxelAssistant({ userId, accessToken, askTimeoutMs }: AxelAssistantProps) {
  const [open, setOpen] = useState(readPanelOpen);
  /** True when the user opened the drawer (focus goes into it); false when it was open on load. */
  const [openedByUser, setOpenedByUser] = useState(false);
  const returnFocus = useRef(false);

  useEffect(() => writePanelOpen(open), [open]);

  const backendQuery = useBackendUrl({ enabled: open });
  const backend = backendStatus(backendQuery);
  useBackendErrorToast(backendQuery);

  const conversation = useAssistantConversation({
    backendUrl: backend.state === 'ready' ? backend.url : null,
    userId,
    accessToken,
    askTimeoutMs,
  });

  const focusLauncher = useCallback((button: HTMLButtonElement | null) => {
    if (button && returnFocus.current) {
      returnFocus.current = false;
      button.focus();
    }
  }, []);

  if (!open) {
    return (
      <AssistantLauncher
        ref={focusLauncher}
        onClick={() => {
          setOpenedByUser(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
      />
    );
  }

  return (
    <Suspense fallback={<DrawerFallback />}>
      <AssistantDrawer
        conversation={conversation}
        userId={userId}
        backend={backend}
        onRetryBackend={() => void backendQuery.refetch()}
        retryingBackend={backendQuery.isFetching}
        autoFocus={openedByUser}
        onClose={() => {
          returnFocus.current = true;
          setOpenedByUser(false);
          setOpen(false);
        }}
      />
    </Suspense>
  );
}

type BackendQuery = ReturnType<typeof useBackendUrl>;

function backendStatus(query: BackendQuery): BackendStatus {
  // A failed background refresh keeps the URL already loaded.
  if (query.data !== undefined) return query.data === null ? { state: 'missing' } : { state: 'ready', url: query.data };
  if (query.isError) {
    return { state: 'error', kind: backendUrlErrorKind(query.error) };
  }
  return { state: 'loading' };
}

/** docs/product.md §8's toasts, once per failed load, and only when there is no URL to fall back on. */
function useBackendErrorToast(query: BackendQuery) {
  const toasted = useRef(0);
  const { isError, data, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError || data !== undefined || toasted.current === errorUpdatedAt) return;
    toasted.current = errorUpdatedAt;
    if (backendUrlErrorKind(error) === 'load') {
      toast.error(ASSISTANT_TEXT.configLoadErrorTitle, { description: ASSISTANT_TEXT.configLoadErrorDescription });
    } else {
      toast.error(ASSISTANT_TEXT.configUnexpectedErrorTitle, {
        description: ASSISTANT_TEXT.configUnexpectedErrorDescription,
      });
    }
  }, [isError, data, error, errorUpdatedAt]);
}

function DrawerFallback() {
  return (
    <div className="fixed inset-y-0 right-0 z-40 flex w-full flex-col border-l bg-background shadow-2xl sm:w-[380px]">
      <LoadingState label="Abriendo Axel..." className="flex-1" />
    </div>
  );
}
