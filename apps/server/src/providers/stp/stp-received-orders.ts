import { HttpStpOrders, type StpOrders } from '../collection/stp-orders.ts';
import type { StpConnection } from './stp-connection.ts';
import { STP_TIMEOUT_MS } from './stp-http.ts';

/**
 * The deposit confirmation's client (decision 037) over an STP connection: Consulta Orden signed
 * with the company's key, at the connection's base URL, over its wire. What create-stp-orders.ts
 * builds once the service has an StpConnection.
 */
export function stpOrdersOver(connection: StpConnection): StpOrders {
  return new HttpStpOrders({
    baseUrl: connection.baseUrl,
    company: connection.empresa,
    sign: (cadena) => connection.sign(cadena),
    post: async (url, body, headers) => {
      const response = await connection.fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(STP_TIMEOUT_MS),
      });
      return { status: response.status, text: await response.text() };
    },
  });
}
