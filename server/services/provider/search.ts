import { desc, eq } from 'drizzle-orm';
import {
  INQUIRY_SERVICE_LABELS,
  INQUIRY_STATUS_LABELS,
  type InquiryServiceType,
} from '../../../schemas/inquiry';
import {
  PROVIDER_SEARCH_LIMIT,
  type ProviderSearchHit,
  type ProviderSearchResponse,
} from '../../../schemas/provider';
import { QUICK_ORDER_STATUS_LABELS } from '../../../schemas/quick/order';
import { formatPhone } from '../../../lib/phone';
import { seoulDateString } from '../../../lib/seoulTime';
import type { AppContext } from '../../context';
import { companies, companyMembers, inquiries, quickOrders } from '../../db/schema';
import { koreanSearch } from '../koreanSearch';

type SearchContext = Pick<AppContext, 'db' | 'ids'>;

/** A company's page in the console (the search's and the company list's way in). */
export const companyPagePath = (encodedId: string) => `providerCompanies/${encodedId}/show`;
/** A console list opened on one search, e.g. the quick orders of one order number. */
const listSearchPath = (listPath: string, q: string) =>
  `${listPath}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * The console's one search box (GET /provider/v1/search): companies by name or business number,
 * members of every company by name, e-mail or phone in any format, public inquiries and quick
 * orders by their receipt or order number (or the visitor's name and phone). Korean rules as every
 * list's `q` (초성, a word typed on the English keyboard); each kind gives at most
 * PROVIDER_SEARCH_LIMIT hits, newest or by name, so the answer stays one short page.
 */
export async function searchConsole(ctx: SearchContext, q: string): Promise<ProviderSearchResponse> {
  const limit = PROVIDER_SEARCH_LIMIT;
  const [companyRows, memberRows, inquiryRows, quickRows] = await Promise.all([
    ctx.db
      .select({ id: companies.id, name: companies.name, registNumber: companies.registNumber })
      .from(companies)
      .where(koreanSearch(q, { names: [companies.name], digits: [companies.registNumber] }))
      .orderBy(companies.name, companies.id)
      .limit(limit),
    ctx.db
      .select({
        companyId: companyMembers.companyId,
        companyName: companies.name,
        name: companyMembers.name,
        email: companyMembers.email,
        cellPhone: companyMembers.cellPhone,
      })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(
        koreanSearch(q, {
          names: [companyMembers.name],
          plain: [companyMembers.email],
          digits: [companyMembers.cellPhone, companyMembers.officePhone],
        }),
      )
      .orderBy(companyMembers.name, companyMembers.id)
      .limit(limit),
    ctx.db
      .select()
      .from(inquiries)
      .where(
        koreanSearch(q, {
          names: [inquiries.companyName, inquiries.contactName],
          plain: [inquiries.receiptNo, inquiries.email],
          digits: [inquiries.cellphone],
        }),
      )
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(limit),
    ctx.db
      .select()
      .from(quickOrders)
      .where(
        koreanSearch(q, {
          names: [quickOrders.senderName, quickOrders.receiverName],
          plain: [quickOrders.orderNo],
          digits: [quickOrders.senderPhone, quickOrders.receiverPhone],
        }),
      )
      .orderBy(desc(quickOrders.createdAt), desc(quickOrders.id))
      .limit(limit),
  ]);
  const hits: ProviderSearchHit[] = [
    ...companyRows.map((row) => ({
      kind: 'company' as const,
      title: row.name,
      detail: `사업자등록번호 ${row.registNumber}`,
      path: companyPagePath(ctx.ids.encode('company', row.id)),
    })),
    ...memberRows.map((row) => ({
      kind: 'member' as const,
      title: row.name,
      detail: joined(row.companyName, row.email, row.cellPhone ? formatPhone(row.cellPhone) : null),
      path: companyPagePath(ctx.ids.encode('company', row.companyId)),
    })),
    ...inquiryRows.map((row) => ({
      kind: 'inquiry' as const,
      title: `${row.receiptNo} ${row.companyName}`,
      detail: joined(
        INQUIRY_SERVICE_LABELS[row.inquiryServiceType as InquiryServiceType] ?? row.inquiryServiceType,
        row.contactName,
        formatPhone(row.cellphone),
        INQUIRY_STATUS_LABELS[row.status],
        seoulDateString(row.createdAt),
      ),
      path: `inquiries/${ctx.ids.encode('serviceInquiry', row.id)}/show`,
    })),
    ...quickRows.map((row) => ({
      kind: 'quickOrder' as const,
      title: `${row.orderNo} ${row.senderName}`,
      detail: joined(
        `${row.fromDistrict} → ${row.toDistrict}`,
        formatPhone(row.senderPhone),
        QUICK_ORDER_STATUS_LABELS[row.status],
        seoulDateString(row.createdAt),
      ),
      path: listSearchPath('quick-order/list', row.orderNo),
    })),
  ];
  return { hits };
}
