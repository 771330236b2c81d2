/** A schematic map of South Korea's provinces (not survey-accurate: shapes simplified for a picker). */
export type DeliveryRegion = 'REGION_A' | 'REGION_B';

export interface MapRegion {
  id: string;
  name: string;
  /** SVG polygon points in a 400×560 box. */
  points: string;
  label: readonly [x: number, y: number];
  /** The delivery region it belongs to; none where delivery has not started. */
  delivery?: DeliveryRegion;
}

export const DELIVERY_REGION_LABELS: Record<DeliveryRegion, string> = {
  REGION_A: '서울/경기',
  REGION_B: '부산/경남',
};

// Drawn bottom-up: Gyeonggi before Seoul and Incheon so the small ones lie on top.
export const KOREA_REGIONS: readonly MapRegion[] = [
  {
    id: 'gyeonggi',
    name: '경기',
    points: '85,60 170,50 185,95 175,150 120,165 95,140 80,100',
    label: [140, 75],
    delivery: 'REGION_A',
  },
  {
    id: 'seoul',
    name: '서울',
    points: '112,100 138,96 142,118 116,124',
    label: [127, 112],
    delivery: 'REGION_A',
  },
  { id: 'incheon', name: '인천', points: '70,100 96,104 100,128 74,132', label: [84, 118] },
  {
    id: 'gangwon',
    name: '강원',
    points: '170,50 172,18 270,10 320,130 290,170 200,160 185,95',
    label: [245, 90],
  },
  {
    id: 'chungbuk',
    name: '충북',
    points: '175,150 200,160 290,170 250,215 215,250 185,225 170,190',
    label: [220, 195],
  },
  {
    id: 'chungnam',
    name: '충남',
    points: '60,170 120,165 175,150 170,190 185,225 150,245 90,240 55,205',
    label: [115, 205],
  },
  {
    id: 'gyeongbuk',
    name: '경북',
    points: '290,170 320,130 345,240 335,320 270,330 215,300 215,250 250,215',
    label: [285, 260],
  },
  {
    id: 'jeonbuk',
    name: '전북',
    points: '90,240 150,245 185,225 215,250 215,300 180,320 80,310',
    label: [150, 280],
  },
  {
    id: 'jeonnam',
    name: '전남',
    points: '80,310 180,320 200,360 190,410 130,430 60,420 40,350',
    label: [125, 370],
  },
  {
    id: 'gyeongnam',
    name: '경남',
    points: '215,300 270,330 300,345 290,390 250,410 200,400 200,360 180,320',
    label: [245, 362],
    delivery: 'REGION_B',
  },
  { id: 'ulsan', name: '울산', points: '335,320 330,360 300,345 270,330', label: [315, 338] },
  {
    id: 'busan',
    name: '부산',
    points: '300,345 330,360 315,392 288,390',
    label: [308, 372],
    delivery: 'REGION_B',
  },
  { id: 'jeju', name: '제주', points: '75,505 120,492 165,505 150,525 95,528', label: [120, 512] },
];
