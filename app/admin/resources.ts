import type { GeneratedResource } from '../../resources/_generated';
import { LegacyFrame } from '../../customPages/admin/legacy/LegacyGate';
import { anniversaries } from '../../resources/anniversaries';
import { auditLogs } from '../../resources/auditLogs';
import { buy24Budgets } from '../../resources/buy24Budgets';
import { buy24Orders } from '../../resources/buy24Orders';
import { buy24Requests } from '../../resources/buy24Requests';
import { csInquiries } from '../../resources/csInquiries';
import { dashboardSales, displaySales } from '../../resources/dashboardSales';
import { birth24Events, giftEvents } from '../../resources/giftEvents';
import { giftItems } from '../../resources/giftItems';
import { giftSubjects } from '../../resources/giftSubjects';
import { giftTrackings } from '../../resources/giftTrackings';
import { groups } from '../../resources/groups';
import { companyInvoices, invoices } from '../../resources/invoices';
import { managers } from '../../resources/managers';
import { members } from '../../resources/members';
import { noticeBoards } from '../../resources/noticeBoards';
import { orderLines } from '../../resources/orderLines';
import { pastOrders } from '../../resources/pastOrders';
import { staticPrices } from '../../resources/staticPrices';
import { stockChecks } from '../../resources/stockChecks';
import { stockTransfers } from '../../resources/stockTransfers';

/**
 * The admin's resources, the one list a new resource joins: each is registered as a react-admin
 * <Resource> (its create, edit and show routes, and its left-menu entry, in this order), its list path
 * and own pages join the shell's route table, its API path joins the dataProvider's table and its
 * read and write gates join canAccess.
 */
export const ADMIN_RESOURCES: readonly GeneratedResource[] = [
  members,
  groups,
  anniversaries,
  managers,
  auditLogs,
  giftEvents,
  birth24Events,
  giftSubjects,
  giftTrackings,
  giftItems,
  orderLines,
  invoices,
  companyInvoices,
  staticPrices,
  stockTransfers,
  stockChecks,
  buy24Requests,
  buy24Orders,
  buy24Budgets,
  // Legacy routes with their own screens: the legacy portal still takes them when configured.
  pastOrders(LegacyFrame),
  ...noticeBoards(LegacyFrame),
  csInquiries(LegacyFrame),
  dashboardSales,
  displaySales,
];
