import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { skillsKeys } from './keys';
import type {
  Assessment,
  Certification,
  CertificationType,
  CurrentCertification,
  CurrentLevel,
  Employee,
  OpsRule,
  PositionCertification,
  Requirement,
  Settings,
  Skill,
} from './types';

/**
 * Axel Skills' reads: each a fetcher and its hook. Row-level security decides the rows (an employee's
 * levels and certifications: their own, their reports', all for the admin).
 */

export async function fetchEmployees(signal: AbortSignal): Promise<Employee[]> {
  return unwrap(await supabase.rpc('skills_colaboradores').abortSignal(signal));
}
export const useEmployees = () =>
  useQuery({ queryKey: skillsKeys.employees(), queryFn: ({ signal }) => fetchEmployees(signal) });

export async function fetchSkills(signal: AbortSignal): Promise<Skill[]> {
  return unwrap(
    await supabase.from('skills_competencias').select('*').order('grupo').order('nombre').abortSignal(signal),
  );
}
export const useSkills = () =>
  useQuery({ queryKey: skillsKeys.skills(), queryFn: ({ signal }) => fetchSkills(signal) });

export async function fetchRequirements(signal: AbortSignal): Promise<Requirement[]> {
  return unwrap(await supabase.from('skills_niveles_requeridos').select('*').order('cargo').abortSignal(signal));
}
export const useRequirements = () =>
  useQuery({ queryKey: skillsKeys.requirements(), queryFn: ({ signal }) => fetchRequirements(signal) });

export async function fetchCurrentLevels(signal: AbortSignal): Promise<CurrentLevel[]> {
  return unwrap(await supabase.from('skills_niveles_actuales').select('*').abortSignal(signal));
}
export const useCurrentLevels = () =>
  useQuery({ queryKey: skillsKeys.currentLevels(), queryFn: ({ signal }) => fetchCurrentLevels(signal) });

export async function fetchAssessments(employeeId: string, signal: AbortSignal): Promise<Assessment[]> {
  return unwrap(
    await supabase
      .from('skills_evaluaciones')
      .select('*')
      .eq('colaborador_id', employeeId)
      .order('fecha', { ascending: false })
      .order('creado_en', { ascending: false })
      .abortSignal(signal),
  );
}
export const useAssessments = (employeeId: string) =>
  useQuery({
    queryKey: skillsKeys.assessments(employeeId),
    queryFn: ({ signal }) => fetchAssessments(employeeId, signal),
  });

export async function fetchCertificationTypes(signal: AbortSignal): Promise<CertificationType[]> {
  return unwrap(await supabase.from('skills_tipos_certificacion').select('*').order('nombre').abortSignal(signal));
}
export const useCertificationTypes = () =>
  useQuery({ queryKey: skillsKeys.certificationTypes(), queryFn: ({ signal }) => fetchCertificationTypes(signal) });

export async function fetchCertifications(employeeId: string, signal: AbortSignal): Promise<Certification[]> {
  return unwrap(
    await supabase
      .from('skills_certificaciones')
      .select('*')
      .eq('colaborador_id', employeeId)
      .order('fecha_obtencion', { ascending: false })
      .abortSignal(signal),
  );
}
export const useCertifications = (employeeId: string) =>
  useQuery({
    queryKey: skillsKeys.certifications(employeeId),
    queryFn: ({ signal }) => fetchCertifications(employeeId, signal),
  });

export async function fetchCurrentCertifications(signal: AbortSignal): Promise<CurrentCertification[]> {
  return unwrap(
    await supabase
      .from('skills_certificaciones_vigentes')
      .select('*')
      .order('vence_el', { ascending: true, nullsFirst: false })
      .abortSignal(signal),
  );
}
export const useCurrentCertifications = () =>
  useQuery({
    queryKey: skillsKeys.currentCertifications(),
    queryFn: ({ signal }) => fetchCurrentCertifications(signal),
  });

export async function fetchPositionCertifications(signal: AbortSignal): Promise<PositionCertification[]> {
  return unwrap(await supabase.from('skills_cargo_certificaciones').select('*').order('cargo').abortSignal(signal));
}
export const usePositionCertifications = () =>
  useQuery({
    queryKey: skillsKeys.positionCertifications(),
    queryFn: ({ signal }) => fetchPositionCertifications(signal),
  });

export async function fetchOpsRules(signal: AbortSignal): Promise<OpsRule[]> {
  return unwrap(await supabase.from('skills_requisitos_ops').select('*').order('creado_en').abortSignal(signal));
}
export const useOpsRules = () =>
  useQuery({ queryKey: skillsKeys.opsRules(), queryFn: ({ signal }) => fetchOpsRules(signal) });

/** The company's settings row, or null before the admin saves one (the default mode is 'advertir'). */
export async function fetchSettings(signal: AbortSignal): Promise<Settings | null> {
  return unwrap(await supabase.from('skills_ajustes').select('*').abortSignal(signal).maybeSingle());
}
export const useSettings = () =>
  useQuery({ queryKey: skillsKeys.settings(), queryFn: ({ signal }) => fetchSettings(signal) });
