import { defineModule } from '@/kit/manifest';

/**
 * Axel Skills: the skills catalogue with levels, required levels per position, assessments, the gap
 * matrix, a person's own view and certifications with expiry (issue 38; docs/skills.md).
 */
export const manifest = defineModule({
  key: 'skills',
  sections: [
    { path: '', label: 'Resumen' },
    { path: 'matriz', label: 'Matriz de brechas' },
    { path: 'mis-competencias', label: 'Mis competencias' },
    { path: 'competencias', label: 'Competencias' },
    { path: 'certificaciones', label: 'Certificaciones' },
    // Courses (docs/skills.md "Cursos").
    { path: 'cursos', label: 'Cursos' },
    { path: 'mis-cursos', label: 'Mis cursos' },
    { path: 'plan', label: 'Plan de capacitación' },
  ],
  routes: ['personas/:id', 'cursos/:id'],
  uses: [],
});
