import type { Locale } from '../i18n/locale.js';
import type { PermissionFlags, PermissionKey } from './permission-flags.js';
import type {
  OrganisationImageKind,
  OrganisationRoleType,
  ProductTier,
  ProductType,
} from './products.js';

/** GET /api/User/GetCurrentUser: the user with the flags of one organisation. */
export interface CurrentUser extends PermissionFlags {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  phoneNumber: string | null;
  selectedOrganisationId: number | null;
  /** The organisation the flags describe (the selected one unless asked otherwise). */
  organisationId: number | null;
  officeIds: number[];
  organisations: Array<{ id: number; phoneNumber: string | null }>;
  nwAdmin: boolean;
}

export interface OrganisationBasicInfo {
  id: number;
  name: string;
  logoImageUrl: string | null;
  symbolImageUrl: string | null;
  organisationDescription: string | null;
}

export interface Organisation extends OrganisationBasicInfo {
  businessIdentityCode: string;
  streetAddress: string;
  postalAreaCode: string;
  postOfficeName: string;
  phoneNumber: string | null;
  emailAddress: string | null;
  productPermissionIds: number[];
  products: Product[];
}

export interface Product {
  id: number;
  name: string;
  productType: ProductType;
  tier: ProductTier;
}

export interface Office {
  id: number;
  organisationId: number;
  name: string;
  streetAddress: string;
  postalAreaCode: string;
  postOfficeName: string;
  locationAddressPostOfficeName: string;
}

export interface OrganisationRole {
  id: number;
  name: string;
  icon: string;
  roleType: OrganisationRoleType;
}

export interface ProductPermission {
  id: number;
  key: PermissionKey;
  name: string;
  /** Role ids holding the permission in this organisation. */
  roles: number[];
  /** Whether the current user holds it. */
  selected: boolean;
  assignedToOrganisation: boolean;
}

export interface OrganisationImage {
  id: number;
  imageKind: OrganisationImageKind;
  url: string;
}

export interface UserBasicInfo {
  id: number;
  fullName: string;
}

/** GET /api/Settings/timestamp: the server clock, the only clock. */
export interface ServerTimestamp {
  timestamp: string;
}
