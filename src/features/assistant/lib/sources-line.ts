/**
 * Backends often end an answer with a 'Fuentes: A; B' line (the local one does, so the text stands on
 * its own). When the drawer lists the structured sources under the answer, that last line would say
 * the same twice: it is left out of the display (the saved conversation keeps the full text).
 */
const TRAILING_SOURCES = /(?:^|\n[ \t]*\n)[ \t]*(?:\*\*|__)?(?:fuentes|fuente)(?:\*\*|__)?[ \t]*:[^\n]*\s*$/iu;

export function withoutSourcesLine(text: string): string {
  const stripped = text.replace(TRAILING_SOURCES, '').trimEnd();
  return stripped === '' ? text : stripped;
}
