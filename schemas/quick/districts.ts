/** Pick-up and drop-off areas of the public quick order, with a centre point for the fare estimate. */
export interface District {
  name: string;
  lat: number;
  lng: number;
}

export const DISTRICTS: readonly District[] = [
  { name: '서울 종로구', lat: 37.573, lng: 126.9794 },
  { name: '서울 중구', lat: 37.5641, lng: 126.9979 },
  { name: '서울 용산구', lat: 37.5326, lng: 126.9905 },
  { name: '서울 성동구', lat: 37.5634, lng: 127.0369 },
  { name: '서울 광진구', lat: 37.5385, lng: 127.0823 },
  { name: '서울 동대문구', lat: 37.5744, lng: 127.0396 },
  { name: '서울 중랑구', lat: 37.6063, lng: 127.0925 },
  { name: '서울 성북구', lat: 37.5894, lng: 127.0167 },
  { name: '서울 강북구', lat: 37.6396, lng: 127.0257 },
  { name: '서울 도봉구', lat: 37.6688, lng: 127.0471 },
  { name: '서울 노원구', lat: 37.6542, lng: 127.0568 },
  { name: '서울 은평구', lat: 37.6027, lng: 126.9291 },
  { name: '서울 서대문구', lat: 37.5791, lng: 126.9368 },
  { name: '서울 마포구', lat: 37.5663, lng: 126.9019 },
  { name: '서울 양천구', lat: 37.517, lng: 126.8665 },
  { name: '서울 강서구', lat: 37.5509, lng: 126.8495 },
  { name: '서울 구로구', lat: 37.4954, lng: 126.8874 },
  { name: '서울 금천구', lat: 37.4568, lng: 126.8954 },
  { name: '서울 영등포구', lat: 37.5264, lng: 126.8962 },
  { name: '서울 동작구', lat: 37.5124, lng: 126.9393 },
  { name: '서울 관악구', lat: 37.4784, lng: 126.9516 },
  { name: '서울 서초구', lat: 37.4837, lng: 127.0324 },
  { name: '서울 강남구', lat: 37.5172, lng: 127.0473 },
  { name: '서울 송파구', lat: 37.5145, lng: 127.1059 },
  { name: '서울 강동구', lat: 37.5301, lng: 127.1238 },
  { name: '경기 성남시 분당구', lat: 37.3827, lng: 127.1189 },
  { name: '경기 수원시', lat: 37.2636, lng: 127.0286 },
  { name: '경기 고양시', lat: 37.6584, lng: 126.832 },
  { name: '경기 용인시', lat: 37.2411, lng: 127.1776 },
  { name: '경기 부천시', lat: 37.5034, lng: 126.766 },
  { name: '경기 안양시', lat: 37.3943, lng: 126.9568 },
  { name: '경기 하남시', lat: 37.5393, lng: 127.2147 },
  { name: '경기 과천시', lat: 37.4292, lng: 126.9876 },
  { name: '경기 광명시', lat: 37.4786, lng: 126.8646 },
];

export const districtByName = (name: string) => DISTRICTS.find((district) => district.name === name);
