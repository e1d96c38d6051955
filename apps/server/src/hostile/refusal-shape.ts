/** What a hostile request got back, kept short enough to print. */
export interface Answered {
  status: number;
  body: string;
}

/**
 * Why an answer breaks the protocol's promise for bad input, or undefined when it keeps it: never a
 * 5xx, and every refusal (401 and 429 included) a JSON `{code, msg}` with a non-zero numeric code and
 * a message a person can read.
 */
export function answerProblem(answer: Answered): string | undefined {
  if (answer.status >= 500) return `status ${answer.status}`;
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return `status ${answer.status} with a body that is not JSON`;
  }
  if (typeof json !== 'object' || json === null) return `status ${answer.status}: not an object`;
  const { code, msg } = json as { code?: unknown; msg?: unknown };
  if (typeof code !== 'number' || !Number.isInteger(code)) return `status ${answer.status}: code is ${code}`;
  const refused = answer.status !== 200 || code !== 0;
  if (!refused) return undefined;
  if (code === 0) return `status ${answer.status} with code 0`;
  if (typeof msg !== 'string' || msg.trim() === '') return `refusal ${code} without a message`;
  return undefined;
}

/** For routes outside the envelope (webhooks, sandbox tools, HTML pages): only "no fault of ours". */
export function faultProblem(answer: Answered): string | undefined {
  return answer.status >= 500 ? `status ${answer.status}: ${answer.body.slice(0, 200)}` : undefined;
}
