/**
 * The Chilean RUT, checked as Postgres checks it (private.rut_valido, module 11): the body's digits
 * from the right weighted 2..7 cyclically; 11 minus the sum modulo 11 is the check digit (11 → 0,
 * 10 → K). Shared by every module that stores or reads a party's RUT (Finance's SII import, the PDF
 * kit).
 */

/** '12.345.678-k', '12345678 K', '123456785' → '12345678-K'; null when it is not digits and a check digit. */
export function normalizeRut(input: string): string | null {
  const compact = input.replace(/[.\s-]/g, '').toUpperCase();
  if (!/^[0-9]{2,9}[0-9K]$/.test(compact)) return null;
  const body = compact.slice(0, -1).replace(/^0+/, '');
  if (body === '') return null;
  return `${body}-${compact.slice(-1)}`;
}

export function rutCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/** Whether the RUT (in any of the accepted spellings) has the right check digit. */
export function isValidRut(input: string): boolean {
  const rut = normalizeRut(input);
  if (!rut || rut.length > 10) return false;
  const [body, dv] = rut.split('-');
  return rutCheckDigit(body) === dv;
}

/** '12345678-5' → '12.345.678-5' (how a RUT is printed); the input as it is when it is no RUT. */
export function formatRut(rut: string | null | undefined): string {
  if (!rut) return '';
  const normalized = normalizeRut(rut);
  if (!normalized) return rut;
  const [body, dv] = normalized.split('-');
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}
