/**
 * Who is calling. A signed-in user acts for any organisation they belong to; an integration
 * (API key) acts only for the organisation the key was made for.
 */
export interface Principal {
  userId: number;
  nwAdmin: boolean;
  sessionId: string | null;
  /** Set for API-key calls: the one organisation the key may act for. */
  apiKeyOrganisationId: number | null;
}
