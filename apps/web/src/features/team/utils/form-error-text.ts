/** Every message the team member form shows for its own checks; each is `team:form.errors.<key>`. */
export type TeamFormErrorKey = 'required' | 'tooLong' | 'emailInvalid' | 'phoneInvalid' | 'invalid';

/**
 * The form checks with the shared `addTeamMemberSchema`, so the rules are the server's; this names the failure from
 * the zod issue code the resolver reports as the error's `type`.
 */
export function formErrorKey(field: string, type: string): TeamFormErrorKey {
  if (type === 'too_small') return 'required';
  if (type === 'too_big') return 'tooLong';
  if (type === 'invalid_format' && field === 'email') return 'emailInvalid';
  if (type === 'invalid_format' && field === 'phone') return 'phoneInvalid';
  return 'invalid';
}
