/** The words of 재고 이동 내역 beyond the record's field labels. */
export const TRANSFER_TEXT = {
  label: '재고 이동 내역',
  search: '이동 번호 또는 상품명',
  warehouse: '창고',
  photos: '사진',
  photoCount: (count: number) => (count ? `${count}장` : '없음'),
  detailTitle: (transferNo: string) => `재고 이동 ${transferNo}`,
  detailLoading: '재고 이동',
  back: '목록으로',
  goods: '이동 상품',
  photoList: (count: number) => `사진 ${count}장`,
  fileName: '파일 이름',
  noPhotos: '첨부된 사진이 없습니다.',
  downloadPhotos: '사진 전체 내려받기 (압축 파일)',
  downloading: '내려받는 중…',
  downloadFailed: '파일을 내려받지 못했습니다.',
  none: '없음',
};
