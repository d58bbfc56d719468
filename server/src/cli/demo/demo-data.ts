import { OrganisationRoleType, PermissionKey, ProductType } from '@dealer/domain';

/** Demo organisations, users and roles (README: demo sign-ins). Password demo1234 for all. */
export const demoPassword = 'demo1234';

export interface DemoOrganisation {
  key: string;
  name: string;
  businessIdentityCode: string;
  streetAddress: string;
  postalAreaCode: string;
  postOfficeName: string;
  phoneNumber: string;
  emailAddress: string;
  description: string;
  products: ProductType[];
  offices: Array<{
    name: string;
    streetAddress: string;
    postalAreaCode: string;
    postOfficeName: string;
  }>;
  /** Sellers: auction defaults and one pickup location per office (the drafts feature reads them). */
  auctionDefaults?: {
    minimumRaise: number;
    commissionFee: number;
    paymentInstructions: string;
    /** The seller's account on its invoices and payment details (issue 11). */
    iban?: string;
    bic?: string;
  };
  /** Roles, each with the permissions granted to it. */
  roles: Array<{
    name: string;
    icon: string;
    roleType: OrganisationRoleType;
    permissions: PermissionKey[];
  }>;
}

export const demoOrganisations: DemoOrganisation[] = [
  {
    key: 'autotalo',
    name: 'Demo Autotalo Oy',
    businessIdentityCode: '2345678-0',
    streetAddress: 'Kaivokselantie 9',
    postalAreaCode: '00380',
    postOfficeName: 'Helsinki',
    phoneNumber: '+358 9 4243 1000',
    emailAddress: 'myynti@demoautotalo.fi',
    description:
      'Vaihtoautoja ja hyötyajoneuvoja pääkaupunkiseudulta ja Pirkanmaalta vuodesta 1987.',
    auctionDefaults: {
      minimumRaise: 100,
      commissionFee: 290,
      paymentInstructions:
        'Maksu tilisiirtona laskun mukaan 7 päivän kuluessa. Ajoneuvo luovutetaan, kun maksu on kirjattu tilillemme.',
      iban: 'FI21 1234 5600 0007 85',
      bic: 'NDEAFIHH',
    },
    // Dealers both sell and buy: the viewer subscription lets dual@demo.test bid here too.
    products: [ProductType.Auctioneer, ProductType.ProAuctioneer, ProductType.Viewer],
    offices: [
      {
        name: 'Helsinki, Pitäjänmäki',
        streetAddress: 'Kaivokselantie 9',
        postalAreaCode: '00380',
        postOfficeName: 'Helsinki',
      },
      {
        name: 'Tampere, Lakalaiva',
        streetAddress: 'Lakalaivankatu 12',
        postalAreaCode: '33840',
        postOfficeName: 'Tampere',
      },
    ],
    roles: [
      {
        name: 'Pääkäyttäjä',
        icon: 'admin_panel_settings',
        roleType: OrganisationRoleType.Unknown,
        permissions: [PermissionKey.ManageUserPermissions],
      },
      {
        name: 'Myyjä',
        icon: 'sell',
        roleType: OrganisationRoleType.Auctioneer,
        permissions: [PermissionKey.Publish],
      },
      {
        name: 'Ostaja',
        icon: 'shopping_cart',
        roleType: OrganisationRoleType.Buyer,
        permissions: [PermissionKey.Bid],
      },
    ],
  },
  {
    key: 'vaihtoautot',
    name: 'Demo Vaihtoautot Oy',
    businessIdentityCode: '3456788-1',
    streetAddress: 'Hatanpään valtatie 34',
    postalAreaCode: '33100',
    postOfficeName: 'Tampere',
    phoneNumber: '+358 3 3142 2200',
    emailAddress: 'osto@demovaihtoautot.fi',
    description: 'Pirkanmaalainen vaihtoautoliike.',
    products: [ProductType.Viewer],
    offices: [
      {
        name: 'Tampere, Hatanpää',
        streetAddress: 'Hatanpään valtatie 34',
        postalAreaCode: '33100',
        postOfficeName: 'Tampere',
      },
    ],
    roles: [
      {
        name: 'Pääkäyttäjä',
        icon: 'admin_panel_settings',
        roleType: OrganisationRoleType.Unknown,
        permissions: [PermissionKey.ManageUserPermissions],
      },
      {
        name: 'Ostaja',
        icon: 'shopping_cart',
        roleType: OrganisationRoleType.Buyer,
        permissions: [PermissionKey.Bid],
      },
      {
        name: 'Huoltoneuvoja',
        icon: 'build',
        roleType: OrganisationRoleType.Unknown,
        permissions: [],
      },
    ],
  },
  {
    key: 'konekauppa',
    name: 'Demo Konekauppa Oy',
    businessIdentityCode: '4567890-7',
    streetAddress: 'Kauppakatu 21',
    postalAreaCode: '40100',
    postOfficeName: 'Jyväskylä',
    phoneNumber: '+358 14 445 3300',
    emailAddress: 'hankinta@demokonekauppa.fi',
    description: 'Kuorma-autot, traktorit ja työkoneet Keski-Suomesta.',
    products: [ProductType.ProViewer],
    offices: [
      {
        name: 'Jyväskylä, Seppälä',
        streetAddress: 'Vasarakatu 27',
        postalAreaCode: '40320',
        postOfficeName: 'Jyväskylä',
      },
    ],
    roles: [
      {
        name: 'Pääkäyttäjä',
        icon: 'admin_panel_settings',
        roleType: OrganisationRoleType.Unknown,
        permissions: [PermissionKey.ManageUserPermissions],
      },
      {
        name: 'Ostaja',
        icon: 'shopping_cart',
        roleType: OrganisationRoleType.Buyer,
        permissions: [PermissionKey.Bid],
      },
    ],
  },
  {
    key: 'autokauppa',
    name: 'Demo Autokauppa Oy',
    businessIdentityCode: '5678901-2',
    streetAddress: 'Itäinen Pitkäkatu 66',
    postalAreaCode: '20810',
    postOfficeName: 'Turku',
    phoneNumber: '+358 2 2760 4400',
    emailAddress: 'autot@demoautokauppa.fi',
    description: 'Varsinaissuomalainen autokauppa.',
    products: [ProductType.Viewer],
    offices: [
      {
        name: 'Turku, Itäharju',
        streetAddress: 'Itäinen Pitkäkatu 66',
        postalAreaCode: '20810',
        postOfficeName: 'Turku',
      },
    ],
    roles: [
      {
        name: 'Pääkäyttäjä',
        icon: 'admin_panel_settings',
        roleType: OrganisationRoleType.Unknown,
        permissions: [PermissionKey.ManageUserPermissions],
      },
      {
        name: 'Ostaja',
        icon: 'shopping_cart',
        roleType: OrganisationRoleType.Buyer,
        permissions: [PermissionKey.Bid],
      },
    ],
  },
];

export interface DemoUser {
  email: string;
  /** What the account is for, in a few words (the start-up line; README "Demo sign-ins"). */
  role: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  nwAdmin?: boolean;
  /**
   * A seller (role Myyjä) is made a default responsible salesperson of each of the
   * organisation's offices, shown in the auction, unless this is false.
   */
  isDefaultSalesperson?: boolean;
  /** Memberships in order; the first is the selected organisation. */
  memberships: Array<{ organisation: string; roles: string[] }>;
}

export const demoUsers: DemoUser[] = [
  {
    email: 'seller@demo.test',
    role: 'seller',
    firstName: 'Sanna',
    lastName: 'Myllymäki',
    phoneNumber: '+358 40 123 4501',
    memberships: [{ organisation: 'autotalo', roles: ['Pääkäyttäjä', 'Myyjä'] }],
  },
  {
    email: 'buyer@demo.test',
    role: 'buyer',
    firstName: 'Bengt',
    lastName: 'Lindqvist',
    phoneNumber: '+358 40 123 4502',
    memberships: [{ organisation: 'vaihtoautot', roles: ['Pääkäyttäjä', 'Ostaja'] }],
  },
  {
    email: 'probuyer@demo.test',
    role: 'pro buyer',
    firstName: 'Petri',
    lastName: 'Korhonen',
    phoneNumber: '+358 40 123 4503',
    memberships: [{ organisation: 'konekauppa', roles: ['Pääkäyttäjä', 'Ostaja'] }],
  },
  {
    email: 'trader@demo.test',
    role: 'another buyer',
    firstName: 'Tiina',
    lastName: 'Virtanen',
    phoneNumber: '+358 40 123 4504',
    memberships: [{ organisation: 'autokauppa', roles: ['Pääkäyttäjä', 'Ostaja'] }],
  },
  {
    email: 'dual@demo.test',
    role: 'seller and buyer',
    firstName: 'Daniel',
    lastName: 'Nieminen',
    phoneNumber: '+358 40 123 4505',
    memberships: [
      { organisation: 'autotalo', roles: ['Myyjä', 'Ostaja'] },
      { organisation: 'vaihtoautot', roles: ['Ostaja'] },
    ],
  },
  {
    email: 'nobody@demo.test',
    role: 'no permissions',
    firstName: 'Niko',
    lastName: 'Heikkinen',
    phoneNumber: '+358 40 123 4506',
    memberships: [{ organisation: 'vaihtoautot', roles: ['Huoltoneuvoja'] }],
  },
  {
    email: 'admin@demo.test',
    role: 'platform admin',
    firstName: 'Aino',
    lastName: 'Ylläpito',
    phoneNumber: '+358 40 123 4500',
    nwAdmin: true,
    memberships: [],
  },
];

/**
 * More salespeople of Demo Autotalo Oy, not among the advertised sign-ins (README): with them
 * the office has more people than the three the auction may show, so the responsible sellers
 * page and its limit can be seen and tried. None is an office default.
 */
export const demoSalesStaff: DemoUser[] = [
  ['myynti.aalto@demo.test', 'Juha', 'Aalto', '+358 40 123 4511'],
  ['myynti.salo@demo.test', 'Kaisa', 'Salo', '+358 40 123 4512'],
  ['myynti.laine@demo.test', 'Oskari', 'Laine', '+358 40 123 4513'],
].map(([email, firstName, lastName, phoneNumber]) => ({
  email: email!,
  role: 'salesperson',
  firstName: firstName!,
  lastName: lastName!,
  phoneNumber: phoneNumber!,
  isDefaultSalesperson: false,
  memberships: [{ organisation: 'autotalo', roles: ['Myyjä'] }],
}));
