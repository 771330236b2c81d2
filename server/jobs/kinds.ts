import { messageSendBatchJob, messageSendJob } from '../messaging/sender';
import { cutOffReminderJob, weeklyDeliveriesJob } from '../services/serviceApply/jobs';
import { giftScheduledSendJob } from '../services/gift/schedule';
import { invoiceJob } from '../services/billing/invoicing';
import { ledgerSyncJob } from '../services/billing/ledgerSyncJob';
import { autoPaymentJob } from '../services/payments/autoPayment';
import type { JobDefinition } from './registry';
import { retentionJob } from './retention';

/** Every kind of job the server runs. A new kind: `defineJob(...)` beside its domain, listed here. */
export const APP_JOBS: readonly JobDefinition[] = [
  messageSendJob,
  messageSendBatchJob,
  giftScheduledSendJob,
  weeklyDeliveriesJob,
  cutOffReminderJob,
  autoPaymentJob,
  invoiceJob,
  ledgerSyncJob,
  retentionJob,
];
