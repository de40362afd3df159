import { skillsKeys } from './keys';

/** Axel Skills' course query keys, under the module's family (docs/naming.md). */
export const courseKeys = {
  all: [...skillsKeys.all, 'courses'] as const,
  list: () => [...courseKeys.all, 'list'] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
  questions: (id: string) => [...courseKeys.all, 'questions', id] as const,
  quiz: (id: string) => [...courseKeys.all, 'quiz', id] as const,
  enrolments: (id: string) => [...courseKeys.all, 'enrolments', id] as const,
  mine: () => [...courseKeys.all, 'mine'] as const,
  certificates: () => [...courseKeys.all, 'certificates'] as const,
  roll: (sessionId: string) => [...courseKeys.all, 'roll', sessionId] as const,
  plan: (year: number) => [...courseKeys.all, 'plan', year] as const,
  hours: (year: number) => [...courseKeys.all, 'hours', year] as const,
};
