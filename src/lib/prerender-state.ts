let hydrating = false;

/**
 * True while the page being rendered is (or is becoming) the build's prerendered HTML: during the
 * prerender itself (src/prerender.tsx) and while the browser hydrates it (main.tsx). A component
 * that would defer part of its first render must render it all then, or the HTML lacks it and
 * hydration would not match.
 */
export function isPrerenderedRender(): boolean {
  return import.meta.env.SSR || hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}
