import type { RouteTable } from '../api/types';
import { anniversaryRoutes } from './homepage/anniversaries';
import { auditLogRoutes } from './homepage/auditLogs';
import { historyRoutes } from './homepage/history';
import { buy24AdminRoutes } from './buy24/admin';
import { office24Routes } from './buy24/office24';
import { buy24RequestRoutes } from './buy24/requests';
import { providerBuy24Routes } from './provider/buy24';
import { companyMemberRoutes } from './homepage/companyMember';
import { contentRoutes } from './homepage/content';
import { fileRoutes } from './homepage/files';
import { groupRoutes } from './homepage/groups';
import { inquiryRoutes } from './homepage/inquiry';
import { managerRoutes } from './homepage/managers';
import { memberRoutes } from './homepage/members';
import { portalAuthRoutes } from './portal-auth';
import { providerServiceApplicationRoutes } from './provider/serviceApplications';
import { serviceApplicationRoutes } from './services';
import { mealTicketRoutes } from './services/meal';
import { snackRoutes } from './snack';
import { providerRoutes } from './provider';
import { providerJobRoutes } from './provider/jobs';
import { providerSignupRoutes } from './provider/signups';
import { signupRoutes } from './signup';
import { BIRTH_TABLES } from './birth';
import { providerGiftRoutes } from './provider/gift';
import { WMS_ROUTE_TABLES } from './wms';
import { dashboardRoutes } from './dashboard';
import { pastOrderRoutes } from './billing/pastOrders';
import { paymentRoutes } from './payments';
import { boardRoutes } from './boards';
import { answerTemplateRoutes } from './provider/answerTemplates';
import { providerBoardRoutes } from './provider/boards';
import { billingInvoiceRoutes } from './billing/invoices';
import { providerBillingRoutes } from './provider/billing';
import { quickRoutes } from './quick';

/**
 * The registry: every call the server answers. app.ts mounts these tables, the OpenAPI document is
 * made from them, and the role x tenant matrix test walks them. A new area adds its table here.
 */
export const ROUTE_TABLES: readonly RouteTable[] = [
  portalAuthRoutes,
  companyMemberRoutes,
  contentRoutes,
  memberRoutes,
  groupRoutes,
  managerRoutes,
  anniversaryRoutes,
  inquiryRoutes,
  providerRoutes,
  providerJobRoutes,
  fileRoutes,
  auditLogRoutes,
  historyRoutes,
  ...BIRTH_TABLES,
  providerGiftRoutes,
  snackRoutes,
  serviceApplicationRoutes,
  mealTicketRoutes,
  providerServiceApplicationRoutes,
  signupRoutes,
  providerSignupRoutes,
  buy24RequestRoutes,
  buy24AdminRoutes,
  office24Routes,
  providerBuy24Routes,
  ...WMS_ROUTE_TABLES,
  dashboardRoutes,
  pastOrderRoutes,
  paymentRoutes,
  boardRoutes,
  providerBoardRoutes,
  answerTemplateRoutes,
  billingInvoiceRoutes,
  providerBillingRoutes,
  quickRoutes,
];
