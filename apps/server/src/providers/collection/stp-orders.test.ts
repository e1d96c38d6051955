import { describe, expect, it } from 'vitest';
import { consultaOrdenCadena, type HttpPost, HttpStpOrders } from './stp-orders.ts';

/** A wire that records the request and answers what it is told. */
function wire(answer: { status: number; text: string } | Error) {
  const sent: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  const post: HttpPost = async (url, body, headers) => {
    sent.push({ url, body: JSON.parse(body), headers });
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { sent, post };
}

const ORDER = {
  idEF: 3191365,
  claveRastreo: 'MBAN01002611210000123',
  monto: 1000.55,
  cuentaBeneficiario: '646180110400000007',
  estado: 'LQ',
  fechaOperacion: 20261121,
};

const ask = (post: HttpPost, sign?: (cadena: string) => string) =>
  new HttpStpOrders({
    baseUrl: 'https://efws-dev.stpmex.com/',
    company: 'TAMIZI',
    post,
    ...(sign ? { sign } : {}),
  }).receivedOrder({ claveRastreo: ORDER.claveRastreo, fechaOperacion: '20261121' });

describe("STP's Consulta Orden, as the client asks it", () => {
  it('posts the query stpmex-python sends, signed over its cadena when a key is given', async () => {
    const { sent, post } = wire({
      status: 200,
      text: JSON.stringify({ estado: 0, mensaje: 'ok', respuesta: ORDER }),
    });
    await ask(post, (cadena) => `signed(${cadena})`);
    expect(sent).toEqual([
      {
        url: 'https://efws-dev.stpmex.com/efws/API/consultaOrden',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: {
          empresa: 'TAMIZI',
          claveRastreo: ORDER.claveRastreo,
          tipoOrden: 'R',
          fechaOperacion: '20261121',
          firma: `signed(||TAMIZI|${ORDER.claveRastreo}|R|20261121||)`,
        },
      },
    ]);
    expect(consultaOrdenCadena({ empresa: 'TAMIZI', claveRastreo: 'CR1', tipoOrden: 'R' })).toBe(
      '||TAMIZI|CR1|R|||',
    );
  });

  it("reads STP's order in our units", async () => {
    const { post } = wire({
      status: 200,
      text: JSON.stringify({ estado: 0, mensaje: 'ok', respuesta: ORDER }),
    });
    expect(await ask(post)).toEqual({
      kind: 'found',
      order: {
        id: '3191365',
        claveRastreo: ORDER.claveRastreo,
        amountMinor: 100_055,
        clabe: ORDER.cuentaBeneficiario,
        estado: 'LQ',
      },
    });
  });

  it('reads "nothing found" as unknown, and every other failure as "ask again later"', async () => {
    const nothing = { estado: 6, mensaje: 'No se encontraron datos relacionados', respuesta: null };
    expect((await ask(wire({ status: 200, text: JSON.stringify(nothing) }).post)).kind).toBe('notFound');
    const later = [
      { status: 503, text: 'Service Unavailable' },
      { status: 429, text: '{}' },
      { status: 200, text: '<html>proxy error</html>' },
      { status: 200, text: JSON.stringify({ estado: 1, mensaje: 'Firma inválida', respuesta: null }) },
      { status: 200, text: JSON.stringify({ estado: 0, respuesta: { claveRastreo: 'x' } }) },
      {
        status: 200,
        text: JSON.stringify({ estado: 0, respuesta: { ...ORDER, monto: 0 } }).replace(
          '"monto":0',
          '"monto":1e400',
        ),
      },
      new Error('connect ECONNREFUSED'),
    ];
    for (const answer of later)
      expect((await ask(wire(answer).post)).kind, String(answer)).toBe('unreachable');
  });
});
