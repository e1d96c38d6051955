/** A non-zero answer, or a failure to reach the service at all (code -1). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** true when the client already told the person (session lost, network failure). */
    readonly handled: boolean = false,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_FAILURE_CODE = -1;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
