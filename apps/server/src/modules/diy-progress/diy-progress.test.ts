import { DIY_STEP_IDS, type DiyProgress } from '@receptiva/shared';
import { describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import { countRows, useTestServer } from '../../../test/server';
import { diyProgress } from '../../db/schema';

describe('/api/diy-progress', () => {
  const server = useTestServer();

  const progressOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    return (await response.json()) as DiyProgress;
  };

  it('keeps each user’s ticks in guide order, idempotently, and only their own', async () => {
    const { client } = await signUpAndConfirm(server());
    const { client: other } = await signUpAndConfirm(server());
    expect(await progressOf(await client.get('/api/diy-progress'))).toEqual({ completed: [], total: 7 });

    const tick = (stepId: string, as = client) => as.request(`/api/diy-progress/${stepId}`, { method: 'PUT' });
    await progressOf(await tick('connect-crm'));
    const first = await progressOf(await tick('create-agent'));
    const firstTime = first.completed[0]!.completedAt;
    const again = await progressOf(await tick('create-agent'));
    expect(again.completed.map((step) => step.stepId)).toEqual(['create-agent', 'connect-crm']);
    expect(again.completed[0]!.completedAt).toBe(firstTime);

    expect((await progressOf(await other.get('/api/diy-progress'))).completed).toEqual([]);
    await progressOf(await tick('go-live', other));

    const untick = await progressOf(await client.request('/api/diy-progress/connect-crm', { method: 'DELETE' }));
    expect(untick.completed.map((step) => step.stepId)).toEqual(['create-agent']);
    await progressOf(await client.request('/api/diy-progress/connect-crm', { method: 'DELETE' }));
    expect((await progressOf(await client.get('/api/diy-progress'))).completed).toHaveLength(1);
  });

  it('refuses an unknown step and signed-out callers, writing nothing', async () => {
    const { client } = await signUpAndConfirm(server());
    const before = await countRows(server().db, diyProgress);
    const unknown = await client.request('/api/diy-progress/make-coffee', { method: 'PUT' });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    const anonymous = await server().client().request(`/api/diy-progress/${DIY_STEP_IDS[0]}`, { method: 'PUT' });
    expect(anonymous.status).toBe(401);
    expect(await countRows(server().db, diyProgress)).toBe(before);
  });
});
