import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { requestToaster } from './toaster-demand';

type Sonner = typeof sonnerToast;
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;

/** sonner, and the Toaster that shows its toasts (src/app/provider.tsx), loaded on the first toast. */
function load(): Promise<Sonner> {
  requestToaster();
  return (loading ??= import('sonner').then((m) => (sonner = m.toast)));
}

function show(kind: Kind) {
  return (message: Parameters<Sonner[Kind]>[0], data?: ExternalToast): void => {
    if (sonner) void sonner[kind](message, data);
    else void load().then((t) => t[kind](message, data));
  };
}

/**
 * The app's toasts (sonner's `toast`: success, error, info, warning, message, dismiss). sonner and
 * its Toaster load with the first toast shown, not with the screens that could show one (issue 33:
 * a module screen's JavaScript until usable; the landing shows none, docs/design.md §8). A toast
 * asked for while they load is shown once they are in: sonner hands the toasts it holds to a
 * Toaster when it subscribes.
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  message: show('message'),
  // Through the same promise as the toasts while sonner loads, so that 'dismiss, then show' keeps its
  // order (a fresh sign-in clears the earlier toasts, then welcomes: the welcome must stay).
  dismiss(id?: string | number): void {
    if (sonner) void sonner.dismiss(id);
    else void load().then((t) => t.dismiss(id));
  },
};
