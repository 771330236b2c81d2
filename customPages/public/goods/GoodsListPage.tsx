import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { setPageTitle } from '../../../lib/pageTitle';
import { usePublicPage } from '../layout/publicPage';
import { won } from '../../../lib/won';
import { GOODS_CATEGORIES, PRICE_BANDS, filterGoods } from './goodsCatalogue';
import type { GoodsCategory, PriceBand } from './goodsCatalogue';

const TEXT = {
  title: '선물24 선물 카탈로그',
  eyebrow: '선물24',
  lead: '구성원 생일과 기념일에 보낼 수 있는 선물입니다. 받는 분은 회사가 정한 예산 안에서 이 중 하나를 직접 고릅니다.',
  all: '전체',
  categories: '분류',
  price: '가격대',
  count: (n: number) => `${n}개 상품`,
  coupon: '모바일 교환권',
  parcel: '택배 배송',
  empty: '조건에 맞는 상품이 없습니다. 가격대를 넓혀 보세요.',
  cta: '선물 서비스 도입 문의하기',
} as const;

/** /pc/sending24/goodsList/{token?}: the public gift catalogue, filterable by category and price. */
export function GoodsListPage() {
  const { openInquiry } = usePublicPage();
  const [category, setCategory] = useState<GoodsCategory | 'all'>('all');
  const [band, setBand] = useState<PriceBand>('all');
  const goods = filterGoods(category, band);
  useEffect(() => setPageTitle(TEXT.title, '선물24'), []);
  const chips: [GoodsCategory | 'all', string][] = [
    ['all', TEXT.all],
    ...Object.entries(GOODS_CATEGORIES).map(
      ([key, { label }]) => [key as GoodsCategory, label] as [GoodsCategory, string],
    ),
  ];

  return (
    <Container sx={{ py: { xs: 4, md: 7 }, display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>{TEXT.eyebrow}</Typography>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 40 } }}>
          {TEXT.title}
        </Typography>
        <Typography color="text.secondary">{TEXT.lead}</Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box role="group" aria-label={TEXT.categories} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {chips.map(([key, label]) => (
            <Button
              key={key}
              size="small"
              variant={category === key ? 'contained' : 'outlined'}
              aria-pressed={category === key}
              onClick={() => setCategory(key)}
              disableElevation
            >
              {label}
            </Button>
          ))}
        </Box>
        <TextField
          id="goods-price"
          select
          size="small"
          label={TEXT.price}
          value={band}
          onChange={(event) => setBand(event.target.value as PriceBand)}
          slotProps={{ select: { native: true } }}
        >
          {PRICE_BANDS.map(({ key, label }) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </TextField>
      </Box>
      <Typography aria-live="polite" color="text.secondary">
        {TEXT.count(goods.length)}
      </Typography>
      {goods.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center' }}>{TEXT.empty}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {goods.map((item) => (
            <Box
              component="li"
              key={item.id}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
                overflow: 'hidden',
                display: 'grid',
                alignContent: 'start',
              }}
            >
              <Box
                component="img"
                src={GOODS_CATEGORIES[item.category].image}
                alt=""
                width={320}
                height={200}
                loading="lazy"
                sx={{ width: '100%', height: 'auto', bgcolor: 'grey.50' }}
              />
              <Box sx={{ p: 2, display: 'grid', gap: 0.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {item.brand}
                </Typography>
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
                  {item.name}
                </Typography>
                <Typography sx={{ fontWeight: 800, color: 'primary.main' }}>{won(item.price)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.description}
                </Typography>
                <Typography variant="caption" sx={{ color: '#5b4400', fontWeight: 700 }}>
                  {item.delivery === 'coupon' ? TEXT.coupon : TEXT.parcel}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ textAlign: 'center' }}>
        <Button variant="contained" size="large" onClick={() => openInquiry('BIRTH')} disableElevation>
          {TEXT.cta}
        </Button>
      </Box>
    </Container>
  );
}
