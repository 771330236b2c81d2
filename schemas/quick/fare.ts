import { districtByName } from './districts';
import type { District } from './districts';

/** The vehicles a quick order can ask for, with the fare table the estimate and the charge both use. */
export const VEHICLES = {
  MOTORCYCLE: { label: '오토바이', hint: '서류, 쇼핑백 크기 소형 박스', base: 9000, perKm: 1000 },
  DAMAS: { label: '다마스', hint: '박스 여러 개, 소형 가전', base: 25000, perKm: 1600 },
  LABO: { label: '라보', hint: '긴 짐, 사무용 가구 한두 점', base: 30000, perKm: 1800 },
  TRUCK_1T: { label: '1톤 트럭', hint: '사무실 짐, 1톤 이내 화물', base: 45000, perKm: 2200 },
} as const;
export type Vehicle = keyof typeof VEHICLES;
export const VEHICLE_KEYS = Object.keys(VEHICLES) as [Vehicle, ...Vehicle[]];
export const isVehicle = (value: string): value is Vehicle => value in VEHICLES;

/** Roads are longer than the straight line; 1.3 is the usual detour factor inside Seoul. */
const DETOUR = 1.3;
const MIN_KM = 3;
const URGENT_RATE = 1.3;

/** Straight-line distance in km between two points (haversine). */
export function straightKm(a: District, b: District): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export interface Fare {
  km: number;
  amount: number;
}

/**
 * The fare (VAT included): the vehicle's base plus its rate per road kilometre (at least 3 km),
 * 30 % more when urgent, rounded up to the next 1,000 won. Null when an area is unknown. The
 * screen shows it as the estimate and the server charges exactly it, so the two cannot differ.
 */
export function estimateFare(from: string, to: string, vehicle: Vehicle, urgent: boolean): Fare | null {
  const a = districtByName(from);
  const b = districtByName(to);
  if (!a || !b) return null;
  const km = Math.max(MIN_KM, Math.round(straightKm(a, b) * DETOUR * 10) / 10);
  const { base, perKm } = VEHICLES[vehicle];
  const raw = (base + perKm * km) * (urgent ? URGENT_RATE : 1);
  return { km, amount: Math.ceil(raw / 1000) * 1000 };
}
