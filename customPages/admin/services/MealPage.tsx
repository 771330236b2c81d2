import { Button, Stack } from '@mui/material';
import { LinkBase } from 'react-admin';
import { useAdminPath, useClientMember, usePageTitle } from '../layout/shellHooks';
import { Section } from '../../../resources/_generated/report';
import { MonthSchedule } from './SchedulePage';
import { ServiceState } from './ServiceState';
import { MEAL_TEXT } from './strings';

/** meal24 and meal24/list: ticket use by day and, per workspace, the way to issue tickets. */
export function MealPage() {
  usePageTitle('식권 사용 내역', MEAL_TEXT.service);
  const { member } = useClientMember();
  const adminPath = useAdminPath();
  const service = member?.serviceList.find((entry) => entry.service === 'meal24');
  return (
    <ServiceState service="meal24">
      {service && (
        <Stack spacing={3}>
          <Section id="meal-branches" title={MEAL_TEXT.issueLinks}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {(member?.branchList ?? []).map((branch) => (
                <Button
                  key={branch.branchEncrypted}
                  variant="outlined"
                  component={LinkBase}
                  to={adminPath(`meal24/add/${service.serviceEncrypted}/${branch.branchEncrypted}`)}
                >
                  {`${branch.name} ${MEAL_TEXT.addTitle}`}
                </Button>
              ))}
            </Stack>
          </Section>
          <MonthSchedule service="meal24" title="식권 사용 내역" countLabel="장" />
        </Stack>
      )}
    </ServiceState>
  );
}
