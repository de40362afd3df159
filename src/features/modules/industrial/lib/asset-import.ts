import type { AssetValues } from '../api/types';

/** An asset row of the import: its parent given by code (the file cannot know ids). */
export type AssetImportRow = AssetValues & { padre_codigo?: string | null };

/**
 * The order an asset import is written in: rounds of rows whose parent is known (no parent, an
 * existing asset, or a row of an earlier round), so a plant → line → equipment file imports in
 * three rounds. Checked before anything is written: a parent that is neither in the company nor in
 * the file, or parents that wait for each other, refuse the whole import.
 */
export function assetImportRounds(
  rows: readonly AssetImportRow[],
  existingCodes: Iterable<string>,
): AssetImportRow[][] {
  const known = new Set(Array.from(existingCodes, (c) => c.toLowerCase()));
  const inFile = new Set(rows.map((r) => r.codigo.toLowerCase()));
  const missing = rows.find(
    (r) => r.padre_codigo && !known.has(r.padre_codigo.toLowerCase()) && !inFile.has(r.padre_codigo.toLowerCase()),
  );
  if (missing) throw new Error(`el activo padre ${missing.padre_codigo} no existe`);
  const rounds: AssetImportRow[][] = [];
  let pending = [...rows];
  while (pending.length) {
    const ready = pending.filter((r) => !r.padre_codigo || known.has(r.padre_codigo.toLowerCase()));
    if (!ready.length)
      throw new Error(`los activos ${pending.map((r) => r.codigo).join(', ')} dependen unos de otros en un ciclo`);
    for (const r of ready) known.add(r.codigo.toLowerCase());
    rounds.push(ready);
    pending = pending.filter((r) => !ready.includes(r));
  }
  return rounds;
}
