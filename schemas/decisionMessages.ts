/**
 * What the portal sends when an operator decides something: the server sends exactly these texts,
 * and the console shows them before the decision (the 보낼 메시지 preview), so the two never drift.
 */

/** The tag every message of the portal starts with, so a recipient knows who writes. */
export const MESSAGE_TAG = '[포털24]';

export interface OutgoingText {
  subject: string;
  body: string;
}

/** A sign-up approved: the administrator may log in from now on (SMS and e-mail). */
export function signupApprovedMessage(companyName: string, loginUrl: string): OutgoingText {
  return {
    subject: `${MESSAGE_TAG} 회원가입이 승인되었습니다`,
    body: `${MESSAGE_TAG} ${companyName}의 회원가입이 승인되었습니다. 가입한 이메일로 로그인해 첫 서비스를 신청해보세요. ${loginUrl}`,
  };
}

/** A sign-up refused, with the reason's Korean label and the operator's note (SMS and e-mail). */
export function signupRejectedMessage(companyName: string, reasonLabel: string, note: string): OutgoingText {
  const noted = note.trim() ? ` (${note.trim()})` : '';
  return {
    subject: `${MESSAGE_TAG} 회원가입 신청이 반려되었습니다`,
    body: `${MESSAGE_TAG} ${companyName}의 회원가입 신청이 반려되었습니다. 사유: ${reasonLabel}${noted}. 문의: 고객센터 1644-4624`,
  };
}

/** A service application approved, from its first day of use (SMS to the applicant). */
export function serviceApprovedMessage(serviceLabel: string, startDate: string): OutgoingText {
  return {
    subject: `${MESSAGE_TAG} 서비스 신청 결과`,
    body: `${MESSAGE_TAG} ${serviceLabel} 신청이 승인되었습니다. ${startDate}부터 이용할 수 있습니다.`,
  };
}

/** A service application refused, with the operator's reason (LMS to the applicant). */
export function serviceRejectedMessage(serviceLabel: string, reason: string): OutgoingText {
  return {
    subject: `${MESSAGE_TAG} 서비스 신청 결과`,
    body: `${MESSAGE_TAG} ${serviceLabel} 신청이 반려되었습니다.\n사유: ${reason.trim()}`,
  };
}

/** Where an approved administrator logs in, on the portal at `portalUrl`. */
export const signupLoginUrl = (portalUrl: string) => `${portalUrl}/pc/admin/auth/login`;
