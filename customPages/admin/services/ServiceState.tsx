import type { ReactNode } from 'react';
import { seoulDotDate } from '../../../lib/seoulTime';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { APPLICATIONS, type ApplyService } from '../../../schemas/serviceApply';
import { SERVICE_LABELS, type ServiceKey } from '../../../schemas/services';
import { useAdminPath, useClientMember } from '../layout/shellHooks';
import { PageHeading } from './pageParts';
import { SERVICE_TEXT } from './strings';
import { latestOf, useApplications } from './useServiceState';

/** Where a service's application opens (phone24 and flower24 live in the routes of the spec). */
const APPLY_PATHS: Partial<Record<ApplyService, string>> = {
  snack24: 'snack24/serviceApply/applicant',
  phone24: 'recommend/list?step=applicant',
  flower24: 'flower24/service',
};
const applyPath = (service: ApplyService) => APPLY_PATHS[service] ?? `${service}/serviceApply`;

/**
 * The service's state for the company: in use (with its start), waiting for approval, rejected, or
 * not used with the way to apply; below it `children`, shown only while the service is in use unless
 * `always`.
 */
export function ServiceState({
  service,
  always = false,
  children,
}: {
  service: ServiceKey;
  always?: boolean;
  children: ReactNode;
}) {
  const { member } = useClientMember();
  const adminPath = useAdminPath();
  const { data: applications } = useApplications();
  const entry = member?.serviceList.find((candidate) => candidate.service === service);
  const inUse = entry?.status === 'IN_USE' && entry.useYN === 'Y';
  const label = SERVICE_LABELS[service];
  const applyable = service in APPLICATIONS ? (service as ApplyService) : null;
  const application = latestOf(applications, service);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PageHeading title={label} />
        {inUse && <Chip color="success" size="small" label={SERVICE_TEXT.inUse} />}
      </Stack>
      {inUse && entry?.startedAt && (
        <Typography color="text.secondary">{SERVICE_TEXT.since(seoulDotDate(entry.startedAt))}</Typography>
      )}
      {!inUse && application?.status === 'SUBMITTED' && <Alert severity="info">{SERVICE_TEXT.waiting}</Alert>}
      {!inUse && application?.status === 'REJECTED' && (
        <Alert severity="warning">{SERVICE_TEXT.rejected(application.rejectReason ?? '')}</Alert>
      )}
      {!inUse && application?.status !== 'SUBMITTED' && (
        <Alert
          severity="info"
          action={
            applyable && (
              <Button color="inherit" component={LinkBase} to={adminPath(applyPath(applyable))}>
                {application?.status === 'DRAFT' ? SERVICE_TEXT.continueApply : SERVICE_TEXT.apply}
              </Button>
            )
          }
        >
          {SERVICE_TEXT.notUsing(label)}
        </Alert>
      )}
      {(inUse || always) && children}
    </Stack>
  );
}
