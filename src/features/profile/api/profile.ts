import { todayInChile } from '@/lib/dates';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';

export interface MyProfile {
  id: string;
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string | null;
  telefono: string | null;
  correo: string | null;
}

export async function getMyProfile(userId: string): Promise<MyProfile> {
  return unwrap(
    await supabase
      .from('usuarios_plataforma')
      .select('id, nombre, apellido_paterno, apellido_materno, telefono, correo')
      .eq('id', userId)
      .single(),
  );
}

/** Own names and phone (RLS: usuarios_plataforma_actualizar_propio; the trigger keeps role and company). */
export async function updateMyProfile(userId: string, changes: Omit<MyProfile, 'id' | 'correo'>): Promise<void> {
  const rows = unwrap(await supabase.from('usuarios_plataforma').update(changes).eq('id', userId).select('id'));
  if (rows.length !== 1) throw new Error('No se pudo guardar');
}

/** GoTrue's PUT /user with the current password (auth-js: updateUser({ password, current_password })). */
export async function changeMyPassword(current: string, next: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password: next, current_password: current });
  if (error) throw error;
}

export interface MySession {
  id: string;
  creada_en: string;
  ultima_actividad: string;
  agente: string | null;
  ip: string | null;
  aal: string | null;
  actual: boolean;
}

export async function getMySessions(): Promise<MySession[]> {
  return unwrap(await supabase.rpc('mis_sesiones')) as MySession[];
}

export async function signOutEverywhere(): Promise<void> {
  const { error } = await supabase.auth.signOut({ scope: 'global' });
  if (error) throw error;
}

export interface TotpEnrollment {
  id: string;
  qrCode: string;
  secret: string;
}

export async function listMyFactors() {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data;
}

export async function currentAal() {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) throw error;
  return data;
}

export async function enrollTotp(): Promise<TotpEnrollment> {
  // Unverified leftovers of an earlier attempt would only clutter the list.
  const { data: factors } = await supabase.auth.mfa.listFactors();
  for (const f of factors?.all ?? []) {
    if (f.status === 'unverified') await supabase.auth.mfa.unenroll({ factorId: f.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: `Autenticador ${todayInChile()}`,
  });
  if (error) throw error;
  return { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

export async function confirmTotp(factorId: string, code: string): Promise<void> {
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

export async function removeFactor(factorId: string): Promise<void> {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
}
