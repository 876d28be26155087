import {
  businessProfileViewSchema,
  profileOwnerParamsSchema,
  saveBusinessStepSchema,
  saveComplianceStepSchema,
  sharedBusinessProfileSchema,
  wizardProgressSchema,
} from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { businessProfileViewOf } from './business-profile-view';
import { findBusinessProfile } from './find-business-profile';
import { getSharedBusinessProfile } from './get-shared-business-profile.service';
import { moveWizard } from './move-wizard.service';
import { saveProfilePart } from './save-profile-part.service';

const profileAnswer = jsonResponse(businessProfileViewSchema, 'The profile and the wizard as they are now');

const getRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'paid-member',
  tags: ['business-profile'],
  summary: 'The owner’s business profile',
  description:
    'Every part of the caller’s business profile (null where never saved) and the setup wizard’s step, status and what is missing.',
  responses: { 200: profileAnswer },
});

const saveBusinessRoute = defineRoute({
  method: 'put',
  path: '/business',
  access: 'paid-member',
  tags: ['business-profile'],
  summary: 'Save the Business Information step',
  description: 'Replaces the Business Information part and records the step the wizard resumes at.',
  request: { body: jsonBody(saveBusinessStepSchema) },
  responses: { 200: profileAnswer },
});

const saveComplianceRoute = defineRoute({
  method: 'put',
  path: '/compliance',
  access: 'paid-member',
  tags: ['business-profile'],
  summary: 'Save the Compliance step',
  description: 'Replaces the compliance answers and records the step the wizard resumes at.',
  request: { body: jsonBody(saveComplianceStepSchema) },
  responses: { 200: profileAnswer },
});

const wizardRoute = defineRoute({
  method: 'put',
  path: '/wizard',
  access: 'paid-member',
  tags: ['business-profile'],
  summary: 'Move through the setup wizard',
  description:
    '`move` records the step to resume at; `complete` finishes the wizard (in progress → completed); `later` stops the dashboard from leading the owner into it.',
  request: { body: jsonBody(wizardProgressSchema) },
  responses: {
    200: profileAnswer,
    409: errorResponse('CONFLICT: `complete` before Business Information and Compliance are saved'),
  },
});

const sharedRoute = defineRoute({
  method: 'get',
  path: '/shared/{ownerId}',
  access: 'member',
  owned: 'shared-business-profile',
  tags: ['business-profile'],
  summary: 'A team owner’s business profile, read-only',
  description: 'For the team view (spec §2): the profile and setup progress of an owner whose team the caller is on.',
  request: { params: profileOwnerParamsSchema },
  responses: {
    200: jsonResponse(sharedBusinessProfileSchema, 'The owner’s profile'),
    404: errorResponse('NOT_FOUND: the caller is not an active member of that owner’s team'),
  },
});

/** `/api/business-profile` (issue 15): the owner's profile and setup wizard; the team view reads it. */
export const businessProfileRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(getRoute, async (c) =>
    c.json(businessProfileViewOf(await findBusinessProfile(c.var.db, c.var.session!.user.id)), 200),
  )
  .openapi(saveBusinessRoute, async (c) => {
    const { data, nextStep } = c.req.valid('json');
    const ownerId = c.var.session!.user.id;
    return c.json(await saveProfilePart(c.var.db, { ownerId, parts: { business: data }, nextStep }), 200);
  })
  .openapi(saveComplianceRoute, async (c) => {
    const { data, nextStep } = c.req.valid('json');
    const ownerId = c.var.session!.user.id;
    return c.json(await saveProfilePart(c.var.db, { ownerId, parts: { compliance: data }, nextStep }), 200);
  })
  .openapi(wizardRoute, async (c) => {
    const { step, action } = c.req.valid('json');
    return c.json(await moveWizard(c.var.db, { ownerId: c.var.session!.user.id, step, action }), 200);
  })
  .openapi(sharedRoute, async (c) => {
    const { ownerId } = c.req.valid('param');
    return c.json(await getSharedBusinessProfile(c.var.db, { userId: c.var.session!.user.id, ownerId }), 200);
  });
