/** What the Kakao (Daum) postcode widget hands back when the visitor picks an address. */
export interface PostcodeData {
  zonecode: string;
  address: string;
  roadAddress: string;
  jibunAddress: string;
  userSelectedType: 'R' | 'J';
  buildingName: string;
  bcode: string;
}

export interface PostcodeOptions {
  oncomplete: (data: PostcodeData) => void;
  width?: string | number;
  height?: string | number;
  /** Spec 1 §5: at most 10 suggestions. */
  maxSuggestItems?: number;
}

export interface PostcodeInstance {
  embed: (element: HTMLElement, options?: { autoClose?: boolean }) => void;
}

export type PostcodeConstructor = new (options: PostcodeOptions) => PostcodeInstance;

declare global {
  interface Window {
    daum?: { Postcode?: PostcodeConstructor };
  }
}

/** Spec 1 §8 "Postcode script failure". */
export const POSTCODE_FAILURE_MESSAGE =
  '현재 우편번호 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.';
/** How long the outside script may take before the widget gives up (and the form goes on without it). */
export const POSTCODE_TIMEOUT_MS = 10_000;

const loading = new Map<string, Promise<PostcodeConstructor>>();

/**
 * Loads the postcode script once per address, on demand; rejects on a load error or after `timeoutMs`
 * (a failed attempt is forgotten, so the next search tries again).
 */
export function loadPostcodeScript(
  url: string,
  timeoutMs = POSTCODE_TIMEOUT_MS,
): Promise<PostcodeConstructor> {
  const ready = window.daum?.Postcode;
  if (ready) return Promise.resolve(ready);
  const pending = loading.get(url);
  if (pending) return pending;

  const attempt = new Promise<PostcodeConstructor>((resolve, reject) => {
    if (!/^https?:\/\//.test(url) && !url.startsWith('/')) {
      reject(new Error('postcode script address is not usable'));
      return;
    }
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(new Error('postcode script timed out')), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      reject(error);
    }
    script.src = url;
    script.async = true;
    script.onerror = () => fail(new Error('postcode script failed to load'));
    script.onload = () => {
      const Postcode = window.daum?.Postcode;
      if (!Postcode) return fail(new Error('postcode script loaded without daum.Postcode'));
      clearTimeout(timer);
      resolve(Postcode);
    };
    document.head.appendChild(script);
  });
  loading.set(url, attempt);
  attempt.catch(() => loading.delete(url));
  return attempt;
}

/** The address the visitor chose: road or lot-number address as selected, with the building name. */
export function chosenAddress(data: PostcodeData): { zonecode: string; address: string; bcode: string } {
  const base =
    data.userSelectedType === 'J' ? data.jibunAddress || data.address : data.roadAddress || data.address;
  const building = data.userSelectedType !== 'J' && data.buildingName ? ` (${data.buildingName})` : '';
  return { zonecode: data.zonecode, address: `${base}${building}`, bcode: data.bcode ?? '' };
}
