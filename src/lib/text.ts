/**
 * Accent-blind text, the one definition the whole SPA uses: lower-case with the accents removed, so
 * 'maria' finds 'María' and 'Mantención' matches 'mantencion' (searches, CSV choices, reasons).
 */
export function normalizeText(text: string): string {
  // Plain ASCII has no accents to strip: skip the (costly) NFD pass, which a search over 100,000
  // orders would otherwise run on every row at every keystroke (bench/modules.ts).
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
const NON_ASCII = /[^ -~\t\r\n]/;
