import { withParticle } from '../../../lib/korean';

/** Texts of the legacy-screen page. */
export const LEGACY_TEXT = {
  movedTitle: '이 화면은 이전되었습니다',
  moving: (site: string) => `${withParticle(site, '으로/로')} 이동하고 있습니다.`,
  linksFailed: '이동할 주소를 불러오지 못했습니다.',
  retry: '다시 시도',
  movedWithLink: (name: string, site: string) =>
    `'${name}' 화면은 ${site}에서 제공됩니다. 아래 버튼을 눌러 ${site}에서 이어서 이용해주세요.`,
  movedNoLink: (name: string, site: string) =>
    `'${name}' 화면은 ${withParticle(site, '으로/로')} 이전되었으나 이동할 주소가 아직 설정되지 않았습니다. 고객센터로 문의해주세요.`,
  openThere: (site: string) => `${site}에서 열기`,
  home: '홈으로',
  checking: (site: string) => `${site} 설정을 확인하고 있습니다.`,
} as const;
