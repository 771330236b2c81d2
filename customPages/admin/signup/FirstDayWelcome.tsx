import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LinkBase } from 'react-admin';
import { SIGNUP_TEXT } from './strings';

/** Where a new company starts: the snack service's application (its first step). */
export const FIRST_SERVICE_APPLY_PATH = '/pc/admin/snack24/serviceApply/applicant';

/** The first-day home of a company without services: a welcome that leads to applying for one. */
export function FirstDayWelcome() {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="first-day-title"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, bgcolor: 'primary.50', borderColor: 'primary.light' }}
    >
      <Typography id="first-day-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {SIGNUP_TEXT.welcomeTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {SIGNUP_TEXT.welcomeLead}
      </Typography>
      <Button component={LinkBase} to={FIRST_SERVICE_APPLY_PATH} variant="contained" disableElevation>
        {SIGNUP_TEXT.welcomeApply}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {SIGNUP_TEXT.welcomeOthers}
      </Typography>
    </Paper>
  );
}
