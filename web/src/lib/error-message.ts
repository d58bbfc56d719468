import { errorCodes } from '@dealer/domain';
import { clientErrorCodes, isApiError, type ClientErrorCode } from './api-client';

const knownCodes: readonly string[] = [...errorCodes, ...clientErrorCodes];

/** The catalogue key of an error's translated message; unknown failures get a generic one. */
export function errorMessageKey(error: unknown): `errors.${ClientErrorCode}` {
  if (isApiError(error) && knownCodes.includes(error.code)) return `errors.${error.code}`;
  return 'errors.unexpected_response';
}
