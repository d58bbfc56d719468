import { describe, expect, it } from 'vitest';
import {
  acceptInvitationSchema,
  adminCreateUserSchema,
  adminMembershipSchema,
  adminOfficeSchema,
  adminOrganisationSchema,
  checkInvitation,
  checkNewPassword,
  invitationExpiryOf,
  userAccountStateOf,
} from './platform-operations.js';

const now = new Date('2026-11-23T12:00:00Z');
const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) =>
  result.success
    ? {}
    : Object.fromEntries(
        result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
      );

const organisation = {
  name: 'Autoliike Testi Oy',
  businessIdentityCode: '1572860-0',
  streetAddress: 'Teollisuustie 1',
  postalAreaCode: '00510',
  postOfficeName: 'Helsinki',
  phoneNumber: null as string | null,
  emailAddress: null as string | null,
  products: [3],
  hasLicence: true,
};

describe('adminOrganisationSchema', () => {
  it.each<[string, Partial<typeof organisation> & Record<string, unknown>, Record<string, string>]>(
    [
      ['a valid organisation', {}, {}],
      ['all four subscriptions', { products: [1, 2, 3, 4] }, {}],
      ['no subscription', { products: [] }, {}],
      ['an empty name', { name: '  ' }, { name: 'mandatory' }],
      [
        'an empty business identity code',
        { businessIdentityCode: '' },
        { businessIdentityCode: 'mandatory' },
      ],
      [
        'a code without the hyphen',
        { businessIdentityCode: '15728600' },
        { businessIdentityCode: 'wrong_pattern' },
      ],
      [
        'a wrong check digit',
        { businessIdentityCode: '1572860-1' },
        { businessIdentityCode: 'wrong_check_digit' },
      ],
      [
        'an unknown subscription',
        { products: [5] },
        { 'products.0': expect.any(String) as string },
      ],
      ['a subscription twice', { products: [3, 3] }, { products: 'duplicate' }],
      [
        'a postal code of four digits',
        { postalAreaCode: '0051' },
        { postalAreaCode: 'wrong_pattern' },
      ],
      ['a bad e-mail', { emailAddress: 'no-at' }, { emailAddress: 'wrong_pattern' }],
      ['an unknown field', { isPro: true }, { '': expect.any(String) as string }],
    ],
  )('%s', (_, changes, expected) => {
    expect(issues(adminOrganisationSchema.safeParse({ ...organisation, ...changes }))).toEqual(
      expected,
    );
  });

  it('trims the code before checking it', () => {
    const parsed = adminOrganisationSchema.parse({
      ...organisation,
      businessIdentityCode: ' 1572860-0 ',
    });
    expect(parsed.businessIdentityCode).toBe('1572860-0');
  });
});

describe('adminOfficeSchema and adminMembershipSchema', () => {
  it.each<[string, unknown, boolean]>([
    [
      'an office',
      { name: 'Vantaa', streetAddress: 'Tie 2', postalAreaCode: '01510', postOfficeName: 'Vantaa' },
      true,
    ],
    [
      'an office without a name',
      { name: '', streetAddress: 'Tie 2', postalAreaCode: '01510', postOfficeName: 'Vantaa' },
      false,
    ],
  ])('%s', (_, value, valid) => {
    expect(adminOfficeSchema.safeParse(value).success).toBe(valid);
  });

  it.each<[string, unknown, boolean]>([
    ['roles', { roleIds: [1, 2] }, true],
    ['no roles', { roleIds: [] }, true],
    ['a role twice', { roleIds: [1, 1] }, false],
    ['a role id as text', { roleIds: ['1'] }, false],
  ])('membership with %s', (_, value, valid) => {
    expect(adminMembershipSchema.safeParse(value).success).toBe(valid);
  });
});

describe('adminCreateUserSchema', () => {
  const user = {
    email: ' Uusi.Ostaja@Example.FI ',
    firstName: 'Uusi',
    lastName: 'Ostaja',
    phoneNumber: null,
    locale: 'fi-fi',
    nwAdmin: false,
    memberships: [{ organisationId: 4, roleIds: [9] }],
  };

  it('lower-cases and trims the e-mail', () => {
    expect(adminCreateUserSchema.parse(user).email).toBe('uusi.ostaja@example.fi');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a bad e-mail', { email: 'nobody' }, 'email'],
    ['no first name', { firstName: ' ' }, 'firstName'],
    ['an unknown language', { locale: 'de-de' }, 'locale'],
    [
      'one organisation twice',
      {
        memberships: [
          { organisationId: 4, roleIds: [] },
          { organisationId: 4, roleIds: [] },
        ],
      },
      'memberships',
    ],
    ['the admin flag as text', { nwAdmin: 'true' }, 'nwAdmin'],
  ])('refuses %s', (_, changes, field) => {
    expect(Object.keys(issues(adminCreateUserSchema.safeParse({ ...user, ...changes })))).toEqual([
      field,
    ]);
  });
});

describe('checkNewPassword', () => {
  it.each<[string, string, string | null]>([
    ['twelve characters', 'abcdefghijkl', null],
    ['eleven characters', 'abcdefghijk', 'password_too_short'],
    ['emoji count as one character each', '🔑'.repeat(11), 'password_too_short'],
    ['a long passphrase', 'oikea hevonen patteri niitti', null],
    ['201 characters', 'a'.repeat(201), 'password_too_long'],
    ['the e-mail itself', 'Uusi.Ostaja@example.fi', 'password_is_email'],
  ])('%s', (_, password, expected) => {
    expect(checkNewPassword(password, 'uusi.ostaja@example.fi')).toBe(expected);
  });
});

describe('acceptInvitationSchema', () => {
  const token = 'A'.repeat(43);
  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      'a good password twice',
      { password: 'hyvä salasana 1', passwordAgain: 'hyvä salasana 1' },
      {},
    ],
    [
      'a short password',
      { password: 'lyhyt', passwordAgain: 'lyhyt' },
      { password: 'password_too_short' },
    ],
    [
      'two different passwords',
      { password: 'hyvä salasana 1', passwordAgain: 'hyvä salasana 2' },
      { passwordAgain: 'passwords_differ' },
    ],
    [
      'a token of the wrong shape',
      { token: 'abc', password: 'hyvä salasana 1', passwordAgain: 'hyvä salasana 1' },
      { token: 'wrong_pattern' },
    ],
  ])('%s', (_, changes, expected) => {
    expect(issues(acceptInvitationSchema.safeParse({ token, ...changes }))).toEqual(expected);
  });
});

describe('invitations', () => {
  const expiresAt = invitationExpiryOf(now);
  it('expire seven days after they are made', () => {
    expect(expiresAt.toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });

  it.each<[string, Date | null, Date, string | null]>([
    ['an unused link in time', null, now, null],
    ['an unused link a second before expiry', null, new Date(expiresAt.getTime() - 1000), null],
    ['an unused link at expiry', null, expiresAt, 'invitation_expired'],
    ['a used link', now, now, 'invitation_used'],
    ['a used and expired link', now, new Date(expiresAt.getTime() + 1), 'invitation_used'],
  ])('%s', (_, usedAt, at, expected) => {
    expect(checkInvitation({ expiresAt, usedAt }, at)).toBe(expected);
  });

  it.each<[string, boolean, Date | null, string]>([
    ['with a password', true, null, 'active'],
    ['with a password and an old link', true, expiresAt, 'active'],
    ['invited, link valid', false, expiresAt, 'invited'],
    ['invited, link expired', false, now, 'invitation_expired'],
    ['never invited', false, null, 'invitation_expired'],
  ])('a user %s is %s', (_, hasPassword, invitationExpiresAt, expected) => {
    expect(userAccountStateOf({ hasPassword, invitationExpiresAt }, now)).toBe(expected);
  });
});
