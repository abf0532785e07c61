// A plain HTTP request for tests that talk to real server processes: it may name the Host (the
// servers answer for PUBLIC_URL's host), and a refused or dropped connection is an answer of its
// own rather than an exception.
import http from 'node:http';

export interface HttpAnswer {
  /** 0 when no HTTP answer came: see `error`. */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The socket error's code (ECONNREFUSED, ECONNRESET …) when no answer came. */
  error?: string;
}

export interface HttpOptions {
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  json?: unknown;
  timeoutMs?: number;
}

const agent = new http.Agent({ keepAlive: false });

export function httpRequest(url: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...options.headers };
  if (options.host) headers.host = options.host;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers, agent, timeout: options.timeoutMs ?? 30_000 },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ status: 0, headers: {}, body: text, error: error.code ?? error.message }),
        );
      },
    );
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, headers: {}, body: '', error: error.code ?? error.message }),
    );
    request.end(body);
  });
}
