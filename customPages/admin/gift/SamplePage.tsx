import { useState } from 'react';
import { Paper, Stack, TextField } from '@mui/material';
import { GiftCard } from '../../../components/gift/GiftCard';
import { CARD_TEMPLATES } from '../../../schemas/gift/cards';
import { CardPicker } from './CardPicker';
import { GiftPage } from './GiftPage';
import { GIFT_TEXT } from './strings';

/** sending24/sample: every card template, and the chosen one with a message as the recipient will see it. */
export function SamplePage() {
  const [name, setName] = useState(CARD_TEMPLATES[0]!.name);
  const [message, setMessage] = useState<string>(GIFT_TEXT.sampleDefault);
  const template = CARD_TEMPLATES.find((t) => t.name === name) ?? CARD_TEMPLATES[0]!;
  return (
    <GiftPage title={GIFT_TEXT.samplePage}>
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
    </GiftPage>
  );
}
