/** Error ids and the error-report e-mail of the global error screen (spec sections 2 and 9). */

export function makeErrorId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, "0")
    .toUpperCase();
  return `ERROR_${now}_${suffix}`;
}

export interface ErrorReport {
  supportEmail: string;
  errorId: string;
  message: string;
  time: string;
  url: string;
}

/** A mailto: link whose subject and body carry the error id, message, time and URL. */
export function errorReportMailto(report: ErrorReport): string {
  const subject = `Error report ${report.errorId}`;
  const body = [
    "Please describe what you were doing when the error happened:",
    "",
    "",
    "---",
    `Error ID: ${report.errorId}`,
    `Message: ${report.message}`,
    `Time: ${report.time}`,
    `URL: ${report.url}`,
  ].join("\n");
  return `mailto:${report.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
