/**
 * The e-mails of notices, in Spanish: the type's subject line, the notice's title and text, the
 * company's name and a link to the record. Plain text and a small HTML version. Runtime-neutral
 * (Deno's Edge Runtime and Node).
 */

export interface NoticeData {
  nombre?: string;
  empresa?: string;
  titulo: string;
  texto?: string;
  /** A path of the app (/axel-ops/ordenes/<id>), joined to the site's address. */
  enlace?: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The record's address, when the notice has one. */
  link: string | null;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The link of a notice: only a path of the app, joined to the site; anything else is dropped. */
export function noticeLink(siteUrl: string, enlace: string | null | undefined): string | null {
  if (!enlace || !/^\/(?![/\\])/.test(enlace)) return null;
  try {
    return new URL(enlace, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
  } catch {
    return null;
  }
}

export function renderNotice(data: NoticeData, siteUrl: string): RenderedMail {
  const empresa = data.empresa?.trim() || 'Axel Suite';
  const saludo = data.nombre?.trim() ? `Hola ${data.nombre.trim()}:` : 'Hola:';
  const link = noticeLink(siteUrl, data.enlace);
  const subject = `${data.titulo} · ${empresa}`;
  const lines = [saludo, '', data.titulo];
  if (data.texto?.trim()) lines.push('', data.texto.trim());
  if (link) lines.push('', `Ábrelo en Axel Suite: ${link}`);
  lines.push(
    '',
    '—',
    `Axel Suite · ${empresa}`,
    'Recibes este correo por tus preferencias de avisos. Puedes cambiarlas en Mi Perfil.',
  );
  const html =
    `<!doctype html><html lang="es"><body style="font-family:system-ui,sans-serif;color:#1f2937">` +
    `<p>${escapeHtml(saludo)}</p><p><strong>${escapeHtml(data.titulo)}</strong></p>` +
    (data.texto?.trim() ? `<p>${escapeHtml(data.texto.trim())}</p>` : '') +
    (link ? `<p><a href="${escapeHtml(link)}">Abrir en Axel Suite</a></p>` : '') +
    `<hr><p style="font-size:12px;color:#6b7280">Axel Suite · ${escapeHtml(empresa)}<br>` +
    `Recibes este correo por tus preferencias de avisos. Puedes cambiarlas en Mi Perfil.</p></body></html>`;
  return { subject, text: lines.join('\n'), html, link };
}
