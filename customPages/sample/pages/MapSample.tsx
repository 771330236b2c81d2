import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { RadioButtonGroup } from '../../../components/RadioButtonGroup';
import { withParticle } from '../../../lib/korean';
import { SampleFrame, SampleSection } from '../SampleFrame';
import { DELIVERY_REGION_LABELS, KOREA_REGIONS } from './koreaRegions';
import type { DeliveryRegion } from './koreaRegions';

const OPTIONS = (Object.keys(DELIVERY_REGION_LABELS) as DeliveryRegion[]).map((value) => ({
  value,
  label: DELIVERY_REGION_LABELS[value],
}));

/** Pick the delivery region on a map of Korea (REGION_A Seoul/Gyeonggi, REGION_B Busan/Gyeongnam). */
export function MapSample() {
  const theme = useTheme();
  const [region, setRegion] = useState<DeliveryRegion | ''>('');

  const fillOf = (delivery?: DeliveryRegion) => {
    if (!delivery) return theme.palette.action.disabledBackground;
    return delivery === region ? theme.palette.primary.main : theme.palette.primary.light;
  };
  const onKey = (event: KeyboardEvent, delivery: DeliveryRegion) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setRegion(delivery);
    }
  };

  return (
    <SampleFrame
      title="지도"
      intro="색이 칠해진 지역을 누르면 그 배송 권역이 선택됩니다. 회색 지역은 아직 배송하지 않습니다."
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Box
          component="svg"
          viewBox="0 0 400 560"
          role="group"
          aria-label="배송 권역 지도"
          sx={{ width: '100%', maxWidth: 400, height: 'auto' }}
        >
          {KOREA_REGIONS.map((item) => {
            const delivery = item.delivery;
            const label = (
              <text
                x={item.label[0]}
                y={item.label[1]}
                textAnchor="middle"
                fontSize="13"
                fill={theme.palette.text.primary}
                style={{ pointerEvents: 'none' }}
                aria-hidden="true"
              >
                {item.name}
              </text>
            );
            return delivery ? (
              <g
                key={item.id}
                role="button"
                tabIndex={0}
                aria-pressed={region === delivery}
                aria-label={`${item.name} (${DELIVERY_REGION_LABELS[delivery]} 권역)`}
                onClick={() => setRegion(delivery)}
                onKeyDown={(event) => onKey(event, delivery)}
                style={{ cursor: 'pointer', outlineOffset: 2 }}
              >
                <polygon
                  points={item.points}
                  fill={fillOf(delivery)}
                  stroke={theme.palette.background.paper}
                  strokeWidth={2}
                />
                {label}
              </g>
            ) : (
              <g key={item.id}>
                <title>{`${item.name}: 배송 준비 중`}</title>
                <polygon
                  points={item.points}
                  fill={fillOf()}
                  stroke={theme.palette.background.paper}
                  strokeWidth={2}
                />
                {label}
              </g>
            );
          })}
        </Box>
        <SampleSection title="선택한 권역">
          <RadioButtonGroup label="배송 권역" options={OPTIONS} value={region} onChange={setRegion} />
          <Typography role="status" sx={{ mt: 2 }}>
            {region
              ? `${withParticle(`${region} (${DELIVERY_REGION_LABELS[region]})`, '을/를')} 선택했습니다.`
              : '아직 권역을 고르지 않았습니다.'}
          </Typography>
        </SampleSection>
      </Stack>
    </SampleFrame>
  );
}
