import { useState } from 'react';
import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { GiftCard } from '../../../components/gift/GiftCard';
import { CARD_TEMPLATES } from '../../../schemas/gift/cards';
import { usePageTitle } from '../layout/shellHooks';
import { CardPicker } from './CardPicker';
import { GIFT_TEXT } from './strings';

/** sending24/sample: every card template, and the chosen one with a message as the recipient will see it. */
export function SamplePage() {
  const [name, setName] = useState(CARD_TEMPLATES[0]!.name);
  const [message, setMessage] = useState<string>(GIFT_TEXT.sampleDefault);
  usePageTitle(GIFT_TEXT.samplePage, GIFT_TEXT.service);
  const template = CARD_TEMPLATES.find((t) => t.name === name) ?? CARD_TEMPLATES[0]!;
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Title title={GIFT_TEXT.samplePage} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {GIFT_TEXT.samplePage}
      </Typography>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }}>
          <CardPicker value={name} onChange={setName} />
        </Paper>
        <Stack spacing={2} sx={{ width: { lg: 340 }, flexShrink: 0 }}>
          <GiftCard template={template} message={message} width={320} />
          <TextField
            id="sample-message"
            label={GIFT_TEXT.sampleMessage}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={3}
          />
        </Stack>
      </Stack>
    </Box>
  );
}
