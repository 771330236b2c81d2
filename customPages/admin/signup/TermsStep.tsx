import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import type { TermsType } from '../../../terms';
import { TermsDialogFor } from '../../public/terms/TermsDialogFor';
import { fieldId, type Errors } from './form';
import { SIGNUP_TEXT } from './strings';

export type AgreeKey = 'agreeUseService' | 'agreePrivacy' | 'agreeMarketing';
const ITEMS: readonly { key: AgreeKey; type: TermsType; label: string; required: boolean }[] = [
  { key: 'agreeUseService', type: 'use_service', label: SIGNUP_TEXT.termsUseService, required: true },
  { key: 'agreePrivacy', type: 'privacy_policy', label: SIGNUP_TEXT.termsPrivacy, required: true },
  {
    key: 'agreeMarketing',
    type: 'privacy_policy_choice',
    label: SIGNUP_TEXT.termsMarketing,
    required: false,
  },
];
export const TERMS_ORDER = ITEMS.map((item) => item.key);

/**
 * The terms: agreeing goes through the terms dialog (spec 2: its checkbox unlocks only at the end
 * of the text), so ticking an unticked box opens the text; unticking needs no reading. Every sign-up
 * path shows it: the company's (all three) and an invited administrator's (`only` the required two).
 */
export function TermsStep<Key extends AgreeKey>({
  values,
  set,
  errors,
  only,
}: {
  values: Record<Key, boolean>;
  set: (change: Partial<Record<Key, boolean>>) => void;
  errors: Errors;
  only?: readonly Key[];
}) {
  const items = ITEMS.filter((item): item is (typeof ITEMS)[number] & { key: Key } =>
    only ? (only as readonly AgreeKey[]).includes(item.key) : true,
  );
  const [open, setOpen] = useState<(typeof items)[number] | null>(null);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {SIGNUP_TEXT.termsLead}
      </Typography>
      {items.map((item) => (
        <Box key={item.key} sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <FormControlLabel
              sx={{ flex: 1, minWidth: 0, mr: 0 }}
              control={
                <Checkbox
                  id={fieldId(item.key)}
                  checked={values[item.key]}
                  onChange={(event) => {
                    if (event.target.checked) setOpen(item);
                    else set({ [item.key]: false } as Partial<Record<Key, boolean>>);
                  }}
                  slotProps={{
                    input: {
                      'aria-describedby': errors[item.key] ? `${fieldId(item.key)}-error` : undefined,
                    },
                  }}
                />
              }
              label={`${item.label} (${item.required ? SIGNUP_TEXT.required : SIGNUP_TEXT.optional})`}
            />
            <Button
              size="small"
              onClick={() => setOpen(item)}
              aria-label={`${item.label} ${SIGNUP_TEXT.view}`}
            >
              {SIGNUP_TEXT.view}
            </Button>
          </Box>
          {errors[item.key] ? (
            <FormHelperText id={`${fieldId(item.key)}-error`} error>
              {errors[item.key]}
            </FormHelperText>
          ) : null}
        </Box>
      ))}
      {open ? (
        <TermsDialogFor
          open
          type={open.type}
          checked={values[open.key]}
          onAgree={(_type, checked) => set({ [open.key]: checked } as Partial<Record<Key, boolean>>)}
          onClose={() => {
            const key = open.key;
            setOpen(null);
            window.setTimeout(() => document.getElementById(fieldId(key))?.focus(), 0);
          }}
        />
      ) : null}
    </Box>
  );
}
