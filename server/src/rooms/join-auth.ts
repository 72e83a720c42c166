import type { AuthContext, Client } from "colyseus";

/**
 * What the matchmaker learns of a joiner before a place is reserved, carried with the reservation
 * and kept on the client (`client.auth`): the address it came from, as the front door pinned it
 * (server/src/http/client-ip.ts). It bounds what one address may hold pending, and keys budgets a rejoin must not reset.
 */
export interface JoinAuth {
  ip: string;
}

export function joinAuth(context: AuthContext | undefined): JoinAuth {
  return { ip: typeof context?.ip === "string" && context.ip ? context.ip : "unknown" };
}

/** The address a joined client came from ("unknown" for one the matchmaker did not see). */
export function addressOf(client: Client): string {
  const ip = (client.auth as Partial<JoinAuth> | undefined)?.ip;
  return typeof ip === "string" ? ip : "unknown";
}
