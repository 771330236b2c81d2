import { useEffect, useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { GiftCard } from '../../../../components/gift/GiftCard';
import { CARD_MESSAGE_MAX, CARD_TEMPLATES } from '../../../../schemas/gift/cards';
import type { EventCard } from '../../../../schemas/gift/cards';
import { fieldErrorsOf } from '../../../../dataProviders/useApi';
import { CardPicker } from '../CardPicker';
import { eventPath, useGiftChange, useGiftFetch, useGiftQuery } from '../giftApi';
import { GIFT_TEXT } from '../strings';
import { NotLoaded } from './sectionParts';

/** The event's card: a template (or an uploaded image) and its message, with the recipient's view beside. */
export function CardSection({ eventId }: { eventId: string }) {
  const giftFetch = useGiftFetch();
  const card = useGiftQuery<EventCard>(eventPath(eventId, '/cards'));
  const [template, setTemplate] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [image, setImage] = useState<File | null>(null);
  useEffect(() => {
    if (!card.data) return;
    setTemplate(card.data.template ?? CARD_TEMPLATES[0]!.name);
    setMessage(card.data.message);
  }, [card.data]);

  const save = useGiftChange({
    mutationFn: () => {
      // A template card goes as JSON; only an uploaded image needs multipart.
      if (!image)
        return giftFetch<EventCard>(eventPath(eventId, '/cards'), {
          method: 'POST',
          body: { template, message },
        });
      const form = new FormData();
      if (template) form.append('template', template);
      form.append('message', message);
      form.append('image', image);
      return giftFetch<EventCard>(eventPath(eventId, '/cards'), { method: 'POST', body: form });
    },
    done: GIFT_TEXT.cardSaved,
  });
  // The message's error of the last save shows beside it.
  const errors = fieldErrorsOf(save.error);

  if (!card.isSuccess) return <NotLoaded error={card.error} />;
  const chosen = CARD_TEMPLATES.find((t) => t.name === template) ?? CARD_TEMPLATES[0]!;
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <CardPicker value={template} onChange={setTemplate} />
      </Box>
      <Stack spacing={2} sx={{ width: { lg: 340 }, flexShrink: 0 }}>
        <Typography variant="subtitle1" component="h3">
          {GIFT_TEXT.cardPicked}
        </Typography>
        <GiftCard
          template={chosen}
          message={message}
          imageUrl={image ? null : card.data.imageSrc && card.data.customImageId ? card.data.imageSrc : null}
          width={300}
        />
        <TextField
          id="card-message"
          label={GIFT_TEXT.cardMessage}
          value={message}
          onChange={(e) => setMessage(e.target.value.slice(0, CARD_MESSAGE_MAX))}
          multiline
          minRows={4}
          error={Boolean(errors.message)}
          helperText={errors.message ?? `${message.length}/${CARD_MESSAGE_MAX}`}
        />
        <Button variant="outlined" component="label">
          직접 만든 카드 이미지 올리기{image ? ` (${image.name})` : ''}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>
          {GIFT_TEXT.save}
        </Button>
      </Stack>
    </Stack>
  );
}
