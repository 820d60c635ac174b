/**
 * What every service returns: the value on success, or an HTTP status and the message a person
 * reads. Routes turn a failure into a 4xx answer; nothing here knows about requests.
 */
export type FailureStatus = 400 | 403 | 404 | 409 | 410 | 413 | 429;

export type Outcome<T = undefined> =
  { ok: true; value: T; message?: string } | { ok: false; status: FailureStatus; message: string };

export function succeed<T>(value: T, message?: string): Outcome<T> {
  return message === undefined ? { ok: true, value } : { ok: true, value, message };
}

export function fail(status: FailureStatus, message: string): { ok: false; status: FailureStatus; message: string } {
  return { ok: false, status, message };
}
