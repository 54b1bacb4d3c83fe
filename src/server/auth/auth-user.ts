import { type AuthUser, PASSWORD_PROVIDER_ID } from '../../shared/api/auth-user';

/** The parts of better-auth's user and session the auth user is made of. */
export interface AccountRecord {
  user: {
    id: string;
    email: string;
    name: string;
    image?: string | null;
    emailVerified: boolean;
    createdAt: Date;
  };
  /** The current session: it began at the latest sign-in. */
  session: { createdAt: Date };
}

/** Maps better-auth's user and session to SPEC §3's auth user; blank names and photos are null. */
export function toAuthUser({ user, session }: AccountRecord): AuthUser {
  const displayName = user.name.trim() || null;
  const photoURL = user.image?.trim() || null;
  return {
    uid: user.id,
    email: user.email,
    displayName,
    photoURL,
    emailVerified: user.emailVerified,
    phoneNumber: null,
    providerData: [
      {
        providerId: PASSWORD_PROVIDER_ID,
        uid: user.email,
        displayName,
        email: user.email,
        phoneNumber: null,
        photoURL,
      },
    ],
    metadata: {
      creationTime: user.createdAt.toISOString(),
      lastSignInTime: session.createdAt.toISOString(),
    },
  };
}
