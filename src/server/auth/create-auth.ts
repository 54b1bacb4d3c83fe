import { betterAuth } from 'better-auth';
import { bearer, magicLink } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { Mailer, MailMessage } from '../ports/mailer';
import { magicLinkEmail, verificationEmail } from './auth-emails';
import { equalSignUpWork } from './equal-sign-up-work';
import { type PasswordHashing, passwordHashing } from './password-hashing';
import { provenAddress } from './prove-address';
import { endOtherSessionsOnPasswordChange, PASSWORD_RESET_ENDS_SESSIONS } from './session-endings';

/** Where better-auth answers; the web client and the links in e-mails use it. */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * The header carrying the client's address to better-auth's rate limiter. The HTTP plugin
 * sets it from Fastify's `request.ip` (which honours TRUST_PROXY, and is an IP address by
 * then: http/client-address.ts) and drops any value the client sent, so nobody picks their
 * own rate-limit bucket.
 */
export const CLIENT_IP_HEADER = 'x-mpm-client-ip';

export const VERIFICATION_LINK_TTL_S = 60 * 60;
export const MAGIC_LINK_TTL_S = 10 * 60;
/** SPEC §9: a signed-in session lasts 30 days, like a guest's. */
export const SESSION_TTL_S = 30 * 24 * 60 * 60;
/** Where the verification link lands: the account page, which says the e-mail is verified. */
export const VERIFIED_LANDING_PATH = '/account?verified=1';

/** Sign-ins (password or e-mail link) allowed per client address and endpoint in each window. */
export const DEFAULT_AUTH_RATE_LIMIT = { window: 60, max: 5 };
/** Accounts one client address may open each hour. */
export const DEFAULT_SIGN_UPS_PER_HOUR = 5;

export interface AuthDeps {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  mailer: Mailer;
  /** Where links in e-mails point and cookies are scoped; https turns on Secure cookies. */
  publicBaseUrl: string;
  /** Signs session cookies and tokens; at least 32 characters. */
  secret: string;
  /** Takes better-auth's own log lines too (failed sign-ins are warnings). */
  logger?: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  rateLimit?: { window: number; max: number };
  signUpsPerHour?: number;
  /** Tests pass a cheap hash here (testing/cheap-password-hashing.ts); a store keeps scrypt. */
  passwordHashing?: PasswordHashing;
}

/**
 * Cookie requests must come from the store's own origin. On this machine `localhost` and
 * `127.0.0.1` are the same store, so a shopper may open either.
 */
export function trustedOrigins(publicBaseUrl: string): string[] {
  const url = new URL(publicBaseUrl);
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (!twin) return [url.origin];
  const other = new URL(url.origin);
  other.hostname = twin;
  return [url.origin, other.origin];
}

/**
 * Our identity provider: better-auth over our own database (its tables sit next to ours),
 * e-mail and password with a verification e-mail on sign-up, and e-mail links as the second
 * way in. Every e-mail goes through our Mailer.
 */
export function createAuth(deps: AuthDeps) {
  const { mailer, publicBaseUrl, logger } = deps;
  // A failed e-mail must not fail the sign-up: the shopper can ask for another.
  const send = async (message: MailMessage) => {
    try {
      await mailer.send(message);
    } catch (error) {
      logger?.error({ err: error, subject: message.subject }, 'auth e-mail failed');
    }
  };
  const https = publicBaseUrl.startsWith('https://');
  const limit = deps.rateLimit ?? DEFAULT_AUTH_RATE_LIMIT;
  const hashing = deps.passwordHashing ?? passwordHashing;
  const signUps = { window: 60 * 60, max: deps.signUpsPerHour ?? DEFAULT_SIGN_UPS_PER_HOUR };
  return betterAuth({
    appName: 'Masterpiece Me',
    baseURL: publicBaseUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: trustedOrigins(publicBaseUrl),
    database: { db: deps.db, type: deps.dialect },
    telemetry: { enabled: false },
    logger: {
      disabled: !logger,
      level: 'debug',
      log: (level, message, ...args) =>
        args.length > 0 ? logger?.[level]({ args }, message) : logger?.[level](message),
    },
    user: {
      modelName: 'auth_user',
      additionalFields: {
        // Signing up through the shop means agreeing to its terms (SPEC §5): always true.
        agreeToTerms: { type: 'boolean', required: false, input: false, defaultValue: true },
      },
    },
    session: { modelName: 'auth_session', expiresIn: SESSION_TTL_S },
    account: { modelName: 'auth_account' },
    verification: { modelName: 'auth_verification' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      requireEmailVerification: false,
      autoSignIn: true,
      ...PASSWORD_RESET_ENDS_SESSIONS,
      password: {
        hash: (password) => hashing.hash(password),
        verify: (input) => hashing.verify(input),
      },
    },
    hooks: { before: endOtherSessionsOnPasswordChange, after: equalSignUpWork(hashing) },
    emailVerification: {
      sendOnSignUp: true,
      // The link's browser gets a fresh session: every earlier one has ended (prove-address.ts).
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_TTL_S,
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${publicBaseUrl}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(VERIFIED_LANDING_PATH)}`;
        await send(verificationEmail(user.email, url));
      },
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_S,
        // A link signs in to an account that exists; signing up takes a password (SPEC §5).
        disableSignUp: true,
        sendMagicLink: async ({ email, url }, ctx) => {
          // Answered the same either way, and as fast (the e-mail goes out after the answer),
          // so the form never tells who has an account.
          const account = await ctx?.context.internalAdapter.findUserByEmail(email);
          if (account) void send(magicLinkEmail(email, url));
        },
        rateLimit: limit,
      }),
      // The identity provider's token on an upload (SPEC §6) is the session token, sent as
      // `Authorization: Bearer`.
      bearer(),
      provenAddress(),
    ],
    // Kept in the database so every API process counts the same attempts.
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limit',
      // Every page asks who is signed in; that read costs nothing worth limiting.
      customRules: { '/sign-in/*': limit, '/sign-up/*': signUps, '/get-session': false },
    },
    advanced: {
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // The verification e-mail goes out after the answer: a sign-up that waited for the mail
      // server took longer than one refused for an e-mail that has an account.
      backgroundTasks: { handler: () => {} },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
