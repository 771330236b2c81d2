import { memberBody } from '../../organisation/helpers';
import type { CallExample } from '../examples';
import type { World } from '../world';

/**
 * 변경 이력 and 이 시점으로 되돌리기 (server/api/history.ts): the record is named by its kind and id in
 * the path, not by a declared id, so the other company's 404 is the record's own read rule; the
 * revert runs the record's edit call, whose rules answer a plain member (someone else's record).
 */

/** A member of 한빛솔루션 renamed once, and the revision of its creation. */
async function editedMember(world: World): Promise<{ id: string; created: string }> {
  const n = world.next();
  const body = memberBody({ email: `history${n}@x.com`, cellPhone: `0108888${String(n).padStart(4, '0')}` });
  const { id } = (await world.asAdmin('POST', '/homepage/v2/members', body)) as { id: string };
  await world.asAdmin('PUT', `/homepage/v2/members/${id}`, { ...body, name: '바뀐이름' });
  const revisions = (await world.asAdmin('GET', `/homepage/v2/history/members/${id}`)) as { id: string }[];
  return { id, created: revisions.at(-1)!.id };
}

/** A provider notice edited once, and the revision of its creation. */
async function editedNotice(world: World): Promise<{ id: string; created: string }> {
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await world.t.app.inject({ method, url, headers: world.headers.provider, payload });
    if (response.statusCode !== 200) throw new Error(`${method} ${url} failed: ${response.body}`);
    return response.json();
  };
  const body = { board: 'NOTICE', title: `이력 공지 ${world.next()}`, body: '본문', pinned: false };
  const { id } = (await send('POST', '/provider/v1/notices', body)) as { id: string };
  await send('PUT', `/provider/v1/notices/${id}`, { ...body, title: '바뀐 공지' });
  const revisions = (await send('GET', `/provider/v1/history/notices/${id}`)) as { id: string }[];
  return { id, created: revisions.at(-1)!.id };
}

export const historyExamples: Record<string, CallExample> = {
  'GET /homepage/v2/history/{kind}/{id}': {
    make: async (world) => ({ url: `/homepage/v2/history/members/${(await editedMember(world)).id}` }),
    // The id is the path's, checked by the member's own read call: another company's is a 404.
    expect: { otherAdmin: 404 },
  },
  'POST /homepage/v2/history/{kind}/{id}/revert': {
    make: async (world) => {
      const { id, created } = await editedMember(world);
      return { url: `/homepage/v2/history/members/${id}/revert`, payload: { revisionId: created } };
    },
    // The member edit's own rules: a plain member edits only themselves; another company's is a 404.
    expect: { member: 403, otherAdmin: 404 },
  },
  'GET /provider/v1/history/{kind}/{id}': {
    make: async (world) => ({ url: `/provider/v1/history/notices/${(await editedNotice(world)).id}` }),
  },
  'POST /provider/v1/history/{kind}/{id}/revert': {
    make: async (world) => {
      const { id, created } = await editedNotice(world);
      return { url: `/provider/v1/history/notices/${id}/revert`, payload: { revisionId: created } };
    },
  },
};
