// Campus sign-in's rows (migration 0041). Conventions: see server/db/schema.ts.

/** A sign-in under way: what the callback needs to check the provider's answer. */
export interface SsoStateTable {
  /** sha256 of the `state` sent to the provider */
  stateHash: string;
  /** 'oidc' | 'cas' */
  provider: string;
  /** OIDC: the nonce the ID token must carry; CAS: '' */
  nonce: string;
  /** OIDC: the PKCE verifier; CAS: '' */
  codeVerifier: string;
  /** the in-app path to open after the sign-in ('' for the default) */
  nextPath: string;
  expiresAt: string;
}

/** A one-time ticket from the callback to user/ssoLogin. */
export interface SsoTicketTable {
  /** sha256 of the ticket */
  ticketHash: string;
  userId: number;
  provider: string;
  expiresAt: string;
}

export interface SsoTables {
  ssoState: SsoStateTable;
  ssoTicket: SsoTicketTable;
}
