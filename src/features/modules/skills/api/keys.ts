import type { QueryClient } from '@tanstack/react-query';

/** Axel Skills' query keys, broad to narrow (docs/naming.md: English segments). */
export const skillsKeys = {
  all: ['skills'] as const,
  employees: () => [...skillsKeys.all, 'employees'] as const,
  skills: () => [...skillsKeys.all, 'skills'] as const,
  requirements: () => [...skillsKeys.all, 'requirements'] as const,
  currentLevels: () => [...skillsKeys.all, 'current-levels'] as const,
  assessments: (employeeId: string) => [...skillsKeys.all, 'assessments', employeeId] as const,
  certificationTypes: () => [...skillsKeys.all, 'certification-types'] as const,
  certifications: (employeeId?: string) => [...skillsKeys.all, 'certifications', employeeId ?? 'all'] as const,
  currentCertifications: () => [...skillsKeys.all, 'current-certifications'] as const,
  positionCertifications: () => [...skillsKeys.all, 'position-certifications'] as const,
  opsRules: () => [...skillsKeys.all, 'ops-rules'] as const,
  settings: () => [...skillsKeys.all, 'settings'] as const,
};

/** After a write: levels, gaps and the overview may all have changed. */
export const invalidateSkills = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: skillsKeys.all });
