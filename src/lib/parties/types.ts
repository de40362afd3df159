import type { Database } from '@/lib/database.types';

type Tables = Database['public']['Tables'];

export const PARTY_TYPES = ['cliente', 'proveedor', 'otro'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];
/** What a person reads for a party's type (never the key, on screen or in a CSV). */
export const PARTY_TYPE_LABEL: Record<PartyType, string> = {
  cliente: 'Cliente',
  proveedor: 'Proveedor',
  otro: 'Otro',
};

/** A party as the lists and pickers read it. */
export type Party = Pick<
  Tables['terceros']['Row'],
  'id' | 'nombre' | 'tipo' | 'rut' | 'correo' | 'telefono' | 'direccion' | 'activo'
>;
/** A party's page: the list's columns and its notes. */
export type PartyDetail = Party & Pick<Tables['terceros']['Row'], 'notas'>;

/** What a form writes: the company, the authorship and the dates are the database's. */
export type PartyValues = Pick<
  Tables['terceros']['Insert'],
  'nombre' | 'tipo' | 'rut' | 'correo' | 'telefono' | 'direccion' | 'notas' | 'activo'
>;

export const PARTY_COLUMNS = 'id, nombre, tipo, rut, correo, telefono, direccion, activo';
