export interface PersonNameParts {
  nombre: string | null;
  apellido_paterno: string | null;
  apellido_materno?: string | null;
}

/** docs/product.md §3 nombre_completo: given name, paternal surname, maternal surname if present, trimmed. */
export function fullName(parts: PersonNameParts): string {
  return [parts.nombre, parts.apellido_paterno, parts.apellido_materno]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ')
    .trim();
}
