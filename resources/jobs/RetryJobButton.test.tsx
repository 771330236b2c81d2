import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildAdministrator } from '../../authProvider/permissions.testing';
import { ApiError } from '../../dataProviders/httpClient';
import type { ProviderJobRecord } from '../../schemas/jobs';
import { createFakeApi, renderResources } from '../_generated/testing';
import type { FakeApiFetch } from '../_generated/testing';
import { jobs } from './index';

configure({ asyncUtilTimeout: 5_000 });

const job = (overrides: Partial<ProviderJobRecord>): ProviderJobRecord => ({
  id: 'j1',
  kind: 'message.send',
  status: 'done',
  companyName: '주식회사 한빛솔루션',
  attempts: 1,
  maxAttempts: 5,
  runAt: '2026-03-02T00:00:00.000Z',
  lastError: null,
  createdAt: '2026-03-02T00:00:00.000Z',
  finishedAt: '2026-03-02T00:00:01.000Z',
  ...overrides,
});

function setup(apiFetch = vi.fn<FakeApiFetch>().mockResolvedValue({})) {
  const api = createFakeApi({
    jobs: {
      rows: [
        job({ id: 'done-1' }),
        job({
          id: 'failed-1',
          status: 'failed',
          attempts: 5,
          lastError: '통신사 응답 없음',
          createdAt: '2026-03-02T01:00:00.000Z',
        }),
      ],
    },
  });
  renderResources([jobs], { path: '/pc/admin/job/list', member: buildAdministrator(), api, apiFetch });
  return { apiFetch };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the job queue screen', { timeout: 30_000 }, () => {
  it('lists jobs with Korean labels and Seoul times, and offers 다시 실행 on failed rows only', async () => {
    setup();
    expect(await screen.findByText('통신사 응답 없음')).toBeInTheDocument();
    expect(within(rowOf('통신사 응답 없음')).getByText('실패')).toBeInTheDocument();
    expect(within(rowOf('통신사 응답 없음')).getByRole('button', { name: '다시 실행' })).toBeInTheDocument();
    const done = screen.getAllByText('완료')[0]!.closest('tr')!;
    expect(within(done).queryByRole('button', { name: '다시 실행' })).not.toBeInTheDocument();
    expect(within(done).getAllByText('메시지 발송')).not.toHaveLength(0);
    expect(within(done).getByText('2026.03.02 09:00:01')).toBeInTheDocument();
  });

  it('asks the server to run a failed job again and says so', async () => {
    const { apiFetch } = setup();
    await userEvent.click(await screen.findByRole('button', { name: '다시 실행' }));
    await waitFor(() =>
      expect(apiFetch).toHaveBeenCalledWith('/provider/v1/jobs/failed-1/retry', { method: 'POST' }),
    );
    expect(await screen.findByText('작업을 다시 실행하도록 예약했습니다.')).toBeInTheDocument();
  });

  it("shows the server's refusal in Korean", async () => {
    const refusal = {
      status: 409,
      code: 'JOB_NOT_FAILED',
      message: '실패한 작업만 다시 실행할 수 있습니다.',
    };
    setup(vi.fn<FakeApiFetch>().mockRejectedValue(new ApiError(409, refusal, refusal.message)));
    await userEvent.click(await screen.findByRole('button', { name: '다시 실행' }));
    expect(await screen.findByText('실패한 작업만 다시 실행할 수 있습니다.')).toBeInTheDocument();
  });
});
