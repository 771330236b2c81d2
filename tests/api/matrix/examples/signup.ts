import { eq } from 'drizzle-orm';
import { withCheckDigit } from '../../../../lib/bizNumber';
import { companies } from '../../../../server/db/schema';
import { createIdCodec } from '../../../../server/services/ids';
import { testSettings } from '../../../../server/settings';
import { mailCodeUrl, phoneCodeUrl, signupBody, verifyBoth } from '../../signup/helpers';
import type { CallExample } from '../examples';
import type { World } from '../world';

const codec = () => createIdCodec(testSettings().secrets.idKey);
// Sign-ups of the matrix use numbers of their own (the API tests use 31481….).
const body = (n: number) => ({
  ...signupBody(5000 + n),
  registNumber: withCheckDigit(`52790${String(n).padStart(4, '0')}`),
});

/** A full sign-up body with both verifications done. */
async function verifiedBody(world: World) {
  const fresh = body(world.next());
  return { ...fresh, ...(await verifyBoth(world.t, fresh.email, fresh.cellPhone)) };
}

/** A fresh sign-up waiting for the provider; its id (the company's). */
async function pendingSignup(world: World): Promise<string> {
  const response = await world.t.app.inject({
    method: 'POST',
    url: '/homepage/v2/signup',
    payload: await verifiedBody(world),
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const { companyName } = response.json() as { companyName: string };
  const [row] = await world.t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, companyName));
  return codec().encode('company', row!.id);
}

const headOffice = () => codec().encode('branch', 1);

export const signupExamples: Record<string, CallExample> = {
  'POST /portal/auth/api/signup/auth-mail': {
    make: async (world) => ({ url: mailCodeUrl(`matrix-mail${world.next()}@newco.example.com`) }),
  },
  'GET /homepage/v2/certification/cellphone': {
    make: async (world) => ({ url: phoneCodeUrl(`0108800${String(world.next()).padStart(4, '0')}`) }),
  },
  'GET /homepage/v2/regist-number': {
    make: async (world) => ({
      url: `/homepage/v2/regist-number?registNumber=${body(world.next()).registNumber}`,
    }),
  },
  'POST /homepage/v2/signup': {
    make: async (world) => ({ url: '/homepage/v2/signup', payload: await verifiedBody(world) }),
  },
  'POST /homepage/v2/service-signup': {
    make: async (world) => ({
      url: '/homepage/v2/service-signup',
      payload: { ...(await verifiedBody(world)), service: 'snack24' },
    }),
  },
  'GET /homepage/v2/wefun-customer/{id}': {
    make: async () => ({ url: `/homepage/v2/wefun-customer/${headOffice()}` }),
  },
  'POST /portal/app/api/sign-up/{id}': {
    make: async (world) => {
      const {
        companyName,
        registNumber,
        representative,
        zoneCode,
        address1,
        address2,
        officePhone,
        ...person
      } = await verifiedBody(world);
      void [companyName, registNumber, representative, zoneCode, address1, address2, officePhone];
      return { url: `/portal/app/api/sign-up/${headOffice()}`, payload: person };
    },
  },
  'GET /provider/v1/signups/{id}': {
    make: async (world) => ({ url: `/provider/v1/signups/${await pendingSignup(world)}` }),
  },
  'POST /provider/v1/signups/{id}/approve': {
    make: async (world) => ({ url: `/provider/v1/signups/${await pendingSignup(world)}/approve` }),
  },
  'POST /provider/v1/signups/{id}/reject': {
    make: async (world) => ({
      url: `/provider/v1/signups/${await pendingSignup(world)}/reject`,
      payload: { reason: 'MISSING_DATA', note: '대표자 확인 서류 누락' },
    }),
  },
};
