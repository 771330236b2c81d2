import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { companyMembers } from '../../../server/db/schema';
import { hashPassword } from '../../../server/services/secrets';
import { DEMO_PASSWORD } from '../../../server/db/seed';
import type { TestApp } from '../testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call as the browser makes it: JSON body, the auth headers of a login (or none). */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  headers: Record<string, string> | undefined,
  payload?: unknown,
) {
  const options: InjectOptions = { method, url, headers: headers ?? {} };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

/** A list URL in ra-data-simple-rest's form: sort, range and filter as JSON in the query string. */
export function listUrl(
  path: string,
  options: {
    sort?: [string, 'ASC' | 'DESC'];
    range?: [number, number];
    filter?: Record<string, unknown>;
  } = {},
) {
  const query = new URLSearchParams();
  if (options.sort) query.set('sort', JSON.stringify(options.sort));
  if (options.range) query.set('range', JSON.stringify(options.range));
  if (options.filter) query.set('filter', JSON.stringify(options.filter));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The total of a Content-Range header ("members 0-49/200" -> 200). */
export const totalOf = (header: unknown) => Number(String(header).split('/').pop());

/** Seeded members other than the demo logins have no password; give one the demo password. */
export async function allowLogin(t: TestApp, email: string) {
  await t.database.db
    .update(companyMembers)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(companyMembers.email, email));
}

export const MEMBERS = '/homepage/v2/members';
export const GROUPS = '/homepage/v2/groups';
export const MANAGERS = '/homepage/v2/managers';
export const ANNIVERSARIES = '/homepage/v2/anniversaries';
export const SIGNUP = '/homepage/v2/manager-signup';

/** A valid member body for create/update. */
export function memberBody(overrides: Record<string, unknown> = {}) {
  return {
    name: '테스트',
    email: 'new.member@hanbit.example.com',
    cellPhone: '01099990001',
    officePhone: '',
    groupId: null,
    rank: '사원',
    gender: '여',
    eventDate: '19950412',
    lunar: '양력',
    joinDate: '20240102',
    ...overrides,
  };
}

/** The body of an authority change to a plain member. */
export { PLAIN_MEMBER_AUTHORITY as NO_AUTHORITY } from '../../../schemas/members';
