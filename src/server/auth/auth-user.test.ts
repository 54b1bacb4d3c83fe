import { describe, expect, it } from 'vitest';
import { authUserSchema } from '../../shared/api/auth-user';
import { toAuthUser } from './auth-user';

const created = new Date('2026-01-02T03:04:05.000Z');
const signedIn = new Date('2026-02-03T04:05:06.000Z');
const record = {
  user: {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    image: 'https://example.com/ada.png',
    emailVerified: true,
    createdAt: created,
  },
  session: { createdAt: signedIn },
};

describe('the auth user', () => {
  it('has SPEC §3’s fields, its profile repeated for the password provider', () => {
    const user = authUserSchema.parse(toAuthUser(record));
    expect(user).toEqual({
      uid: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada Lovelace',
      photoURL: 'https://example.com/ada.png',
      emailVerified: true,
      phoneNumber: null,
      providerData: [
        {
          providerId: 'password',
          uid: 'ada@example.com',
          displayName: 'Ada Lovelace',
          email: 'ada@example.com',
          phoneNumber: null,
          photoURL: 'https://example.com/ada.png',
        },
      ],
      metadata: { creationTime: created.toISOString(), lastSignInTime: signedIn.toISOString() },
    });
  });

  it('says null for a blank name and a missing photo', () => {
    const user = toAuthUser({ ...record, user: { ...record.user, name: '  ', image: null } });
    expect(user.displayName).toBeNull();
    expect(user.photoURL).toBeNull();
    expect(user.providerData[0]).toMatchObject({ displayName: null, photoURL: null });
  });
});
