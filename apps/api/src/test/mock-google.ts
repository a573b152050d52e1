// A local OpenID provider standing in for Google (oauth2-mock-server): discovery, authorize, token,
// JWKS and userinfo over real HTTP. Tests choose who "signs in at Google" next.
import { OAuth2Server } from 'oauth2-mock-server';

export type GoogleIdentity = { sub: string; email: string; name: string; email_verified?: boolean };

export async function startMockGoogle(clientId = 'shop-google-client') {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let identity: GoogleIdentity = { sub: 'google-1', email: 'google@shop.test', name: 'Google Shopper' };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { aud: clientId, email_verified: true, ...identity });
  });
  server.service.on('beforeUserinfo', (userinfo) => {
    userinfo.body = { email_verified: true, ...identity };
  });
  return {
    issuer: server.issuer.url!,
    clientId,
    signInAs: (next: GoogleIdentity) => {
      identity = next;
    },
    /** The provider refuses the next sign-in (the shopper pressed Cancel at Google). */
    refuseNext: () => {
      server.service.once('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
        redirect.url.searchParams.delete('code');
        redirect.url.searchParams.set('error', 'access_denied');
      });
    },
    stop: () => server.stop(),
  };
}
