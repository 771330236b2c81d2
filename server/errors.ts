/** An error with an HTTP status, a stable code and a Korean message meant for the user. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = (message = '로그인이 필요합니다. 다시 로그인해주세요.') =>
  new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = '이 작업을 할 권한이 없습니다.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = '요청한 정보를 찾을 수 없습니다.') =>
  new AppError(404, 'NOT_FOUND', message);
/** 409: the request is valid but clashes with the current state (duplicates, a state that refuses it). */
export const conflict = (message: string, errors?: Record<string, string>) =>
  new AppError(409, 'CONFLICT', message, errors);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, errors);
