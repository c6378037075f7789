/** Who is calling, as established by `app.authenticate` from a verified access token and a live owner row. */
export interface AuthenticatedOwner {
  id: string;
  /** Tenancy key of every owned row: always taken from here, never from a request's body or path. */
  agentId: string;
}

/** The access token's payload: `sub` is the owner's id, `sid` its session. */
export interface AccessTokenClaims {
  sub: string;
  agent_id: string;
  /** The session: the refresh token family of the sign-in that issued the token. */
  sid: string;
  iat: number;
  exp: number;
}
