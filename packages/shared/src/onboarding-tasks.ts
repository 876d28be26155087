// Staff's onboarding tasks (issue 15, item 7): the request and answer schemas of /api/staff/onboarding-tasks.
import { z } from 'zod';

export const ONBOARDING_TASK_KINDS = ['new-member', 'onboarding-form', 'onboarding-call'] as const;
export type OnboardingTaskKind = (typeof ONBOARDING_TASK_KINDS)[number];

export const ONBOARDING_TASK_STATUSES = ['new', 'in_progress', 'done'] as const;
export type OnboardingTaskStatus = (typeof ONBOARDING_TASK_STATUSES)[number];

export const ONBOARDING_TASK_SORTS = ['createdAt', 'updatedAt', 'status', 'kind'] as const;
export const ONBOARDING_TASK_PAGE_SIZE_MAX = 100;

/** `GET /api/staff/onboarding-tasks`: filter by status and kind, mine only, a sort, a page. */
export const onboardingTaskListQuerySchema = z.object({
  status: z.enum(ONBOARDING_TASK_STATUSES).optional(),
  kind: z.enum(ONBOARDING_TASK_KINDS).optional(),
  assignedToMe: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  sort: z.enum(ONBOARDING_TASK_SORTS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ONBOARDING_TASK_PAGE_SIZE_MAX).default(25),
});
export type OnboardingTaskListQuery = z.input<typeof onboardingTaskListQuerySchema>;

export const onboardingTaskParamsSchema = z.object({ taskId: z.uuid() });

/**
 * `PATCH /api/staff/onboarding-tasks/{taskId}`: a new status, and/or the assignee: `me` takes the task, `null` releases
 * it. At least one of the two.
 */
export const onboardingTaskUpdateSchema = z
  .object({
    status: z.enum(ONBOARDING_TASK_STATUSES).optional(),
    assignee: z.enum(['me']).nullable().optional(),
  })
  .strict()
  .refine((value) => value.status !== undefined || value.assignee !== undefined, {
    message: 'Give a status or an assignee.',
    path: ['status'],
  });
export type OnboardingTaskUpdate = z.input<typeof onboardingTaskUpdateSchema>;

export const onboardingTaskSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ONBOARDING_TASK_KINDS),
  status: z.enum(ONBOARDING_TASK_STATUSES),
  accountUserId: z.string().nullable(),
  customerEmail: z.string(),
  customerName: z.string(),
  subjectId: z.string(),
  details: z.record(z.string(), z.string()),
  assignee: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OnboardingTask = z.infer<typeof onboardingTaskSchema>;

export const onboardingTaskListSchema = z.object({
  tasks: z.array(onboardingTaskSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OnboardingTaskList = z.infer<typeof onboardingTaskListSchema>;
