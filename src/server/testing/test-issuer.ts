// A second, separately keyed OpenID issuer on 127.0.0.1: discovery and a key set over real HTTP,
// for proving which issuer the API trusts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSigningKey, signAccessToken } from './test-tokens';
import type { MintOptions, SigningKey, TokenSubject } from './test-tokens';

export interface TestIssuer {
  issuer: string;
  key: SigningKey;
  /** How many times the key set was fetched. */
  jwksRequests(): number;
  mint(subject: TokenSubject, audience: string, options?: MintOptions): Promise<string>;
  close(): Promise<void>;
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const key = await createSigningKey();
  let jwksRequests = 0;
  const server = createServer((request, response) => {
    const base = issuerUrl();
    const send = (body: unknown) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/realm/.well-known/openid-configuration') {
      return send({ issuer: base, jwks_uri: `${base}/keys` });
    }
    if (request.url === '/realm/keys') {
      jwksRequests += 1;
      return send({ keys: [key.publicJwk] });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  function issuerUrl() {
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/realm`;
  }
  const issuer = issuerUrl();
  return {
    issuer,
    key,
    jwksRequests: () => jwksRequests,
    mint: (subject, audience, options = {}) =>
      signAccessToken(
        options.key ?? key,
        subject,
        { issuer, audience, clientId: 'external-web' },
        options,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
