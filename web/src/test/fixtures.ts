import {
  noPermissions,
  type CurrentUser,
  type Office,
  type OrganisationBasicInfo,
  type PermissionFlags,
} from '@dealer/domain';

export const buyerFlags: PermissionFlags = {
  ...noPermissions,
  isBuyer: true,
  isRegularViewer: true,
};

export const sellerFlags: PermissionFlags = {
  ...noPermissions,
  isPublisher: true,
  isAuctioneer: true,
  isManageUserPermission: true,
};

/** A member of a subscribing organisation who holds no permission at all. */
export const nobodyFlags: PermissionFlags = { ...noPermissions, isRegularViewer: true };

export const organisations: OrganisationBasicInfo[] = [
  {
    id: 7,
    name: 'Autotalo Virtanen Oy',
    logoImageUrl: null,
    symbolImageUrl: null,
    organisationDescription: null,
  },
  {
    id: 9,
    name: 'Konekauppa Nieminen',
    logoImageUrl: null,
    symbolImageUrl: null,
    organisationDescription: null,
  },
];

export const offices: Office[] = [
  {
    id: 70,
    organisationId: 7,
    name: 'Tampere',
    streetAddress: 'Hatanpään valtatie 1',
    postalAreaCode: '33100',
    postOfficeName: 'Tampere',
    locationAddressPostOfficeName: 'Tampere',
  },
];

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ...buyerFlags,
    id: 1,
    email: 'matti.meikalainen@example.fi',
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    locale: 'fi-fi',
    phoneNumber: null,
    selectedOrganisationId: 7,
    organisationId: 7,
    officeIds: [70],
    organisations: [
      { id: 7, phoneNumber: null },
      { id: 9, phoneNumber: null },
    ],
    nwAdmin: false,
    ...overrides,
  };
}

export const clientConfig = {
  customerServiceEmail: 'asiakaspalvelu@example.fi',
  customerServicePhone: '010 123 4567',
  instructionsUrl: null,
  vehicleDataServiceUrl: null,
  reportsAppUrl: null,
};
