import { Toaster as SonnerToaster } from 'sonner';

/**
 * Toasts sit top-centre: the assistant drawer takes the right-hand side. They start below the
 * workspace's top bar (h-14, 56 px), so on a phone, where sonner makes them full width, they never
 * cover the menu toggle (issue 16); at the bottom they would cover the assistant's button.
 */
const TOAST_OFFSET = { top: 64 };

export default function Toaster() {
  return (
    <SonnerToaster richColors closeButton position="top-center" offset={TOAST_OFFSET} mobileOffset={TOAST_OFFSET} />
  );
}
