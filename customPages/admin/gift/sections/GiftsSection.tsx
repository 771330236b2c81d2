import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  Radio,
  Stack,
  Typography,
} from '@mui/material';
import { useGetList } from 'react-admin';
import { ITEM_KINDS } from '../../../../schemas/gift/gifts';
import type { GiftItem } from '../../../../schemas/gift/gifts';
import { won } from '../../../../lib/won';
import type { BudgetCheck } from '../../../../schemas/gift/events';
import { messageOf } from '../../../../dataProviders/useApi';
import { eventPath, useGiftChange, useGiftFetch, useGiftQuery } from '../giftApi';
import { GIFT_TEXT } from '../strings';
import { NotLoaded, toggled } from './sectionParts';

interface EventGifts {
  items: (GiftItem & { isDefault: boolean })[];
  budgetPerPerson: number;
}
/** The catalogue's items shown at once (the list call's most). */
const CATALOGUE_SIZE = 1000;
const kindName = (kind: string) => ITEM_KINDS.find((k) => k.id === kind)?.name ?? kind;

/** The event's items from the catalogue: only those within the per-person budget can be ticked. */
export function GiftsSection({ eventId, budget }: { eventId: string; budget: number }) {
  const giftFetch = useGiftFetch();
  // The catalogue within the budget, cheapest first: one page of the list call (giftItems).
  const catalogue = useGetList<GiftItem>('giftItems', {
    filter: { eventId },
    pagination: { page: 1, perPage: CATALOGUE_SIZE },
    sort: { field: 'price', order: 'ASC' },
  });
  const current = useGiftQuery<EventGifts>(eventPath(eventId, '/gifts'));
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [defaultId, setDefaultId] = useState<string | null>(null);
  useEffect(() => {
    if (!current.data) return;
    setPicked(new Set(current.data.items.map((item) => item.id)));
    setDefaultId(current.data.items.find((item) => item.isDefault)?.id ?? null);
  }, [current.data]);

  const save = useGiftChange({
    mutationFn: async () => {
      const body = {
        itemIds: [...picked],
        defaultItemId: defaultId && picked.has(defaultId) ? defaultId : null,
      };
      const check = await giftFetch<BudgetCheck>(eventPath(eventId, '/gifts/validate-budget'), {
        method: 'POST',
        body,
      });
      if (!check.ok) throw new Error(check.message);
      return giftFetch(eventPath(eventId, '/gifts'), { method: 'PUT', body });
    },
    done: GIFT_TEXT.giftsSaved,
    // The refusal (over budget, or the call failed) shows above the items until a save succeeds.
    onError: () => undefined,
  });
  const refusal = save.error && messageOf(save.error, GIFT_TEXT.loadFailed);

  if (!catalogue.isSuccess || current.isPending) return <NotLoaded error={catalogue.error} />;
  return (
    <Stack spacing={2}>
      <Typography>{GIFT_TEXT.giftsLead(won(budget))}</Typography>
      {refusal && (
        <Alert severity="warning" role="alert">
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 1.5 }}>
        {catalogue.data.map((item) => {
          const over = item.price > budget;
          return (
            <Box
              key={item.id}
              sx={{
                border: 1,
                borderColor: picked.has(item.id) ? 'primary.main' : 'divider',
                borderRadius: 2,
                p: 1.5,
                display: 'grid',
                gridTemplateColumns: '56px 1fr',
                gap: 1.5,
                opacity: over ? 0.6 : 1,
              }}
            >
              <Box
                component="img"
                src={item.imageSrc}
                alt=""
                sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
              />
              <Box>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={picked.has(item.id)}
                      disabled={over && !picked.has(item.id)}
                      onChange={() => setPicked((old) => toggled(old, item.id))}
                    />
                  }
                  label={item.name}
                />
                <Typography variant="body2" color="text.secondary">
                  {item.brand} · {kindName(item.kind)} · {won(item.price)}
                </Typography>
                {over && <Chip size="small" color="warning" label={GIFT_TEXT.overBudget} />}
                {picked.has(item.id) && (
                  <FormControlLabel
                    control={
                      <Radio
                        size="small"
                        checked={defaultId === item.id}
                        onChange={() => setDefaultId(item.id)}
                      />
                    }
                    label={GIFT_TEXT.defaultGift}
                  />
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={picked.size === 0 || save.isPending}
        onClick={() => save.mutate()}
      >
        {GIFT_TEXT.save} ({picked.size})
      </Button>
    </Stack>
  );
}
