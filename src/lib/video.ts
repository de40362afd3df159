/**
 * How a demo video URL is played: hosted players (YouTube, Vimeo) through their embed page, anything
 * else as a file in a plain <video>. Only http(s) URLs are playable; anything else is refused.
 */
export type VideoSource = { kind: 'embed'; provider: 'youtube' | 'vimeo'; src: string } | { kind: 'file'; src: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[\w-]{6,20}$/;

function parseHttpUrl(value: string, base?: string): URL | null {
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] || null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  if (url.hostname === 'player.vimeo.com') return /^\/video\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  if (url.hostname !== 'vimeo.com' && url.hostname !== 'www.vimeo.com') return null;
  return /^\/(\d+)(?:\/|$)/.exec(url.pathname)?.[1] ?? null;
}

/**
 * `base` resolves relative file URLs such as the seed's `/videos/home.mp4` (the page's origin in the
 * browser). Returns null for anything that is not an http(s) URL.
 */
export function videoSource(value: string | null | undefined, base?: string): VideoSource | null {
  if (!value?.trim()) return null;
  const url = parseHttpUrl(value, base);
  if (!url) return null;
  const yt = youtubeId(url);
  if (yt !== null) {
    return YOUTUBE_ID.test(yt)
      ? { kind: 'embed', provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${yt}` }
      : null;
  }
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'embed', provider: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}` };
  return { kind: 'file', src: url.href };
}
