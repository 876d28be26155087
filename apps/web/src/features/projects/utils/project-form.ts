import { type AdminProject, type BusinessTypeId, type ProjectInput, projectInputSchema } from '@receptiva/shared';
import { useZodForm } from '@/components/ui/use-zod-form';

/** The editor's fields: the image fields are text ('' for none), which the shared schema turns into null. */
export type ProjectFormValues = Omit<Required<ProjectInput>, 'imageUrl' | 'imageAlt'> & {
  imageUrl: string;
  imageAlt: string;
};

export const EMPTY_RESULT = { value: '', label: '' };

export const NEW_PROJECT: ProjectFormValues = {
  title: '',
  slug: '',
  // No industry until one is chosen: the select shows its prompt and the schema asks for a choice.
  industry: '' as BusinessTypeId,
  clientType: '',
  summary: '',
  challenge: '',
  solution: '',
  results: [EMPTY_RESULT],
  imageUrl: '',
  imageAlt: '',
  sortOrder: 0,
};

export const formValuesOf = (project: AdminProject): ProjectFormValues => ({
  title: project.title,
  slug: project.slug,
  industry: project.industry,
  clientType: project.clientType,
  summary: project.summary,
  challenge: project.challenge,
  solution: project.solution,
  results: project.results.map(({ value, label }) => ({ value, label })),
  imageUrl: project.imageUrl ?? '',
  imageAlt: project.imageAlt ?? '',
  sortOrder: project.sortOrder,
});

/** Checked by the schema the server validates with, so both sides agree on every rule. */
export const useProjectForm = (defaultValues: ProjectFormValues) => useZodForm(projectInputSchema, { defaultValues });
export type ProjectForm = ReturnType<typeof useProjectForm>;

export type ProjectErrorKey =
  | 'slugFormat'
  | 'httpsOnly'
  | 'altRequired'
  | 'industry'
  | 'position'
  | 'resultsRequired'
  | 'resultsTooMany'
  | 'required'
  | 'tooLong';

/** Which `projects-admin:errors.<key>` explains a failed check, from the field and the zod issue code. */
export function projectErrorKey(field: string, type: string): ProjectErrorKey {
  if (field === 'slug' && type !== 'too_big') return 'slugFormat';
  if (field === 'imageUrl' && type !== 'too_big') return 'httpsOnly';
  if (field === 'imageAlt' && type === 'custom') return 'altRequired';
  if (field === 'industry') return 'industry';
  if (field === 'sortOrder') return 'position';
  if (field === 'results') return type === 'too_big' ? 'resultsTooMany' : 'resultsRequired';
  if (type === 'too_big') return 'tooLong';
  return 'required';
}

/** A suggested address from a title: ASCII words joined by hyphens ("Café & more" → "cafe-more"). */
export const slugFromTitle = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
