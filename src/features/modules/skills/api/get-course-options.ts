import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { courseKeys } from './course-keys';

/** The catalogue's skills, for the level a course grants (id and name only). */
export function useSkillOptions() {
  return useQuery({
    queryKey: [...courseKeys.all, 'skill-options'],
    queryFn: async ({ signal }) =>
      unwrap(await supabase.from('skills_competencias').select('id, nombre').order('nombre').abortSignal(signal)),
  });
}

/** The employees the caller sees in Skills (all for the admin): names, position, linked account. */
export function useCourseEmployees() {
  return useQuery({
    queryKey: [...courseKeys.all, 'employees'],
    queryFn: async ({ signal }) => unwrap(await supabase.rpc('skills_colaboradores').abortSignal(signal)),
  });
}
