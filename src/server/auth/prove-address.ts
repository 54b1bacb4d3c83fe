import { BASE_ERROR_CODES, type BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { verifyJWT } from 'better-auth/crypto';

const VERIFY_EMAIL_PATH = '/verify-email';
const PASSWORD_SIGN_IN_PATH = '/sign-in/email';
const PASSWORD_PROVIDER = 'credential';
/** Sign-up makes the account, its password and its first session one after the other. */
const SIGN_UP_SESSION_WINDOW_MS = 10_000;

/**
 * Whether the browser opening the verification link is the one that signed up: it carries the
 * session sign-up made, so whoever proves the address also chose the password. A session from
 * a later password sign-in does not count: someone who was told the password (by the person
 * who typed the address first) would keep that person's password alive.
 */
export function isSignUpSession(
  account: { id: string; createdAt: Date },
  session: { userId: string; createdAt: Date } | null,
): boolean {
  if (!session || session.userId !== account.id) return false;
  const gap = session.createdAt.getTime() - account.createdAt.getTime();
  return gap >= 0 && gap <= SIGN_UP_SESSION_WINDOW_MS;
}

/**
 * Anyone may sign up with any address and keep the session and password, so until the address
 * is proven they belong to whoever typed it, not to its owner. Opening the verification link
 * proves it: before it is marked proven, every session of the account ends (cookie and bearer
 * alike) and so does the password, unless the link is opened in the browser that signed up.
 * better-auth then signs the link's browser in with a fresh session, which is the only way in
 * besides a password the prover chose and an e-mailed sign-in link (which ends the same
 * credentials of an unproven account).
 */
const endCredentialsBeforeProof = createAuthMiddleware(async (ctx) => {
  const token: unknown = ctx.query?.token;
  if (typeof token !== 'string') return;
  // Only a link the store signed counts; better-auth refuses any other right after.
  const claims = await verifyJWT(token, ctx.context.secret);
  // A change of address (`updateTo`) is not offered by the store; it proves nothing here.
  if (!claims || typeof claims.email !== 'string' || claims.updateTo) return;
  const found = await ctx.context.internalAdapter.findUserByEmail(claims.email);
  if (!found || found.user.emailVerified) return;
  if (typeof claims.userId === 'string' && claims.userId !== found.user.id) return;

  const userId = found.user.id;
  const cookieToken = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  const browser = cookieToken ? await ctx.context.internalAdapter.findSession(cookieToken) : null;
  if (!isSignUpSession(found.user, browser?.session ?? null)) {
    await ctx.context.internalAdapter.deleteAccounts(userId);
  }
  await ctx.context.internalAdapter.deleteUserSessions(userId);
});

/**
 * A password sign-in already past its password check when the proof ended that password would
 * still make a session after the proof ended every other one: that session ends too, and the
 * sign-in is refused as a wrong password would be.
 */
const refuseSignInWithEndedPassword = createAuthMiddleware(async (ctx) => {
  const made = ctx.context.newSession;
  if (!made) return;
  const logins = await ctx.context.internalAdapter.findAccounts(made.user.id);
  if (logins.some((login) => login.providerId === PASSWORD_PROVIDER)) return;
  await ctx.context.internalAdapter.deleteSession(made.session.token);
  throw APIError.from('UNAUTHORIZED', BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD);
});

/** The rule above as a better-auth plugin: the proof's before hook, the sign-in's after hook. */
export function provenAddress(): BetterAuthPlugin {
  return {
    id: 'proven-address',
    hooks: {
      before: [
        { matcher: (ctx) => ctx.path === VERIFY_EMAIL_PATH, handler: endCredentialsBeforeProof },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === PASSWORD_SIGN_IN_PATH,
          handler: refuseSignInWithEndedPassword,
        },
      ],
    },
  };
}
