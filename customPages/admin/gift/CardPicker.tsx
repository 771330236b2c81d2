import { Box, Chip, Typography } from '@mui/material';
import { GiftCard } from '../../../components/gift/GiftCard';
import { CARD_TEMPLATES } from '../../../schemas/gift/cards';
import { GIFT_TEXT } from './strings';

/** Every card template as a radio choice with its thumbnail (the same card the recipient sees). */
export function CardPicker({ value, onChange }: { value: string | null; onChange: (name: string) => void }) {
  return (
    <Box
      role="radiogroup"
      aria-label="카드 템플릿"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: 2 }}
    >
      {CARD_TEMPLATES.map((template) => {
        const checked = value === template.name;
        return (
          <Box
            key={template.name}
            component="label"
            sx={{
              display: 'grid',
              gap: 0.5,
              p: 0.75,
              borderRadius: 2,
              cursor: 'pointer',
              border: 2,
              borderColor: checked ? 'primary.main' : 'transparent',
              '&:focus-within': { outline: '3px solid', outlineColor: 'primary.dark' },
            }}
          >
            <input
              type="radio"
              name="card-template"
              value={template.name}
              checked={checked}
              onChange={() => onChange(template.name)}
              style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
            />
            <GiftCard template={template} width="100%" />
            <Typography variant="body2" component="span">
              {template.title}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {template.isNew && <Chip size="small" label={GIFT_TEXT.newBadge} color="primary" />}
              {template.animated && <Chip size="small" label={GIFT_TEXT.animatedBadge} variant="outlined" />}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
