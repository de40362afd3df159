import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, type ByRoleOptions, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toaster } from 'sonner';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the memory router starts at (defaults to `path`, or '/'). */
  initialEntry?: string;
  /** The route path `ui` is mounted at. */
  path?: string;
  /** Other routes, e.g. redirect targets: `{ path: '/login', element: <p>login</p> }`. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
  /** Wraps the router (e.g. a context provider) — inside the QueryClientProvider. */
  wrapper?: (props: { children: ReactNode }) => ReactNode;
}

/**
 * The one render helper: a fresh QueryClient (retry off), a memory router and the toaster.
 * Returns the router so tests can assert on `router.state.location`.
 */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const { initialEntry, path = '/', routes = [], queryClient = createTestQueryClient(), wrapper, ...rest } = options;
  const router = createMemoryRouter([{ path, element: ui }, ...routes], {
    initialEntries: [initialEntry ?? path],
  });
  const Wrapper = wrapper ?? (({ children }: { children: ReactNode }) => children);
  // No pause between keystrokes (delay: null): jsdom needs none, and each pause is a timer turn.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Wrapper>
        <RouterProvider router={router} />
      </Wrapper>
      <Toaster />
    </QueryClientProvider>,
    rest,
  );
  return { ...result, user, router, queryClient };
}

/** A route element that shows where a redirect landed. */
export function RouteMarker({ name }: { name: string }) {
  return <p data-testid="route-marker">{name}</p>;
}

/** Replaces a field's text the way a user pasting it would (much faster than typing every key). */
export async function replaceText(user: ReturnType<typeof userEvent.setup>, el: Element, text: string): Promise<void> {
  await user.clear(el);
  await user.click(el);
  await user.paste(text);
}

/**
 * Finds an open dialog once it takes the pointer. A Radix modal opens in two renders: the first
 * turns the page's pointer off (`pointer-events: none` on the body), the second gives the dialog its
 * own `pointer-events: auto`. A click that lands between them is refused by user-event, so a test
 * that clicks inside the dialog waits for the second.
 */
export async function findModal(role: 'dialog' | 'alertdialog', options?: ByRoleOptions): Promise<HTMLElement> {
  const modal = await screen.findByRole(role, options);
  await waitFor(() => {
    if (document.body.style.pointerEvents === 'none' && modal.style.pointerEvents !== 'auto') {
      throw new Error(`the ${role} is open but does not take the pointer yet`);
    }
  });
  return modal;
}
