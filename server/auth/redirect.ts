/** Where a link may send the browser: siteUrl's origin, or a URL matching the allow list. */

/** GoTrue-style glob: `*` matches within one path segment or host label, `**` anything. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        re += '.*';
        i++;
      } else re += '[^./]*';
    } else if (ch === '?') re += '[^./]';
    else re += ch.replace(/[\\^$+.()|{}[\]]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

function parseHttpUrl(s: string): URL | null {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}

/** True if `requested` is allowed as a redirect target. */
export function isAllowedRedirect(requested: string, siteUrl: string, allowList: string[]): boolean {
  const url = parseHttpUrl(requested);
  if (!url || url.username || url.password) return false;
  const site = parseHttpUrl(siteUrl);
  if (site && url.origin === site.origin) return true;
  const href = url.href;
  return allowList.some((pattern) => {
    if (pattern === href || pattern === requested) return true;
    if (pattern.includes('*') || pattern.includes('?')) return globToRegExp(pattern).test(requested);
    // An allow-list entry without a pattern allows that URL and what lies under it.
    const base = parseHttpUrl(pattern);
    return !!base && url.origin === base.origin && url.pathname.startsWith(base.pathname);
  });
}

/** The redirect target to use: `requested` if allowed, else siteUrl. */
export function safeRedirect(requested: string | null | undefined, siteUrl: string, allowList: string[]): string {
  if (requested && isAllowedRedirect(requested, siteUrl, allowList)) return requested;
  return siteUrl;
}

/** `url` with `params` as its fragment (replacing any), keys sorted like Go's url.Values.Encode. */
export function withFragment(url: string, params: Record<string, string>): string {
  const base = url.split('#')[0];
  const qs = new URLSearchParams(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return `${base}#${qs.toString()}`;
}
