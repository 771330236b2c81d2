import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { SIGNUP_TEXT } from './strings';

/** The spec's password rule (schemas/common passwordSchema), checked as the person types. */
const RULES = [
  ['length', (v: string) => v.length >= 8 && v.length <= 50],
  ['upper', (v: string) => /[A-Z]/.test(v)],
  ['lower', (v: string) => /[a-z]/.test(v)],
  ['digit', (v: string) => /\d/.test(v)],
  ['symbol', (v: string) => /[~!@#$%<>^&*]/.test(v)],
] as const;

export function PasswordRules({ value, id }: { value: string; id: string }) {
  return (
    <Box id={id} sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {SIGNUP_TEXT.rulesTitle}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {RULES.map(([key, test]) => {
          const met = test(value);
          return (
            <Box
              component="li"
              key={key}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                fontSize: 13,
                color: met ? 'success.dark' : 'text.secondary',
              }}
            >
              {met ? (
                <CheckCircle fontSize="inherit" aria-hidden />
              ) : (
                <RadioButtonUnchecked fontSize="inherit" aria-hidden />
              )}
              {SIGNUP_TEXT.rules[key]}
              <Box component="span" sx={visuallyHidden}>
                {met ? SIGNUP_TEXT.ruleMet : SIGNUP_TEXT.ruleUnmet}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

// Plain CSS lengths: in `sx` a bare 1 would mean 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
