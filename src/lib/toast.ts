import { toast } from 'sonner';
import { requestToaster } from './toaster-demand';

/**
 * The app's toasts (sonner's `toast`). Importing this module is what mounts the Toaster
 * (src/app/provider.tsx): sonner then loads with the first screen that can show a toast, not with
 * every page (the landing shows none; docs/design.md §8 budgets its JavaScript). A toast shown before
 * the Toaster has mounted is not lost: sonner hands the active toasts to a Toaster when it subscribes.
 */
requestToaster();

export { toast };
