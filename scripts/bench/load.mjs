// One autocannon measurement: a discarded warm-up, then the measured run. Every answer is checked
// (`isGood(status, body)`), so a run that measures errors shows them.
import autocannon from 'autocannon';

/** `makeRequest()` returns {path, method, headers, body}; it is called once per run (warm-up, measured). */
export async function measure({ base, makeRequest, isGood, seconds, warmupSeconds, connections }) {
  const once = async (duration) => {
    const { path, ...request } = makeRequest();
    let bad = 0;
    const onResponse = (status, body) => {
      if (!isGood(status, body)) bad++;
    };
    const r = await autocannon({
      url: base + path,
      ...request,
      requests: [{ onResponse }],
      connections,
      duration,
      timeout: 10,
    });
    return { r, bad };
  };
  if (warmupSeconds > 0) await once(warmupSeconds);
  const { r, bad } = await once(seconds);
  return {
    reqPerSec: r.requests.average,
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + bad, // r.errors counts socket errors and timeouts
    errorDetail: { socket: r.errors - r.timeouts, timeouts: r.timeouts, non2xx: r.non2xx, badAnswers: bad },
  };
}
