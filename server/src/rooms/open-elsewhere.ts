import { matchMaker } from "colyseus";
import { releaseCode } from "./codes";

/**
 * True when a live process holds a room under `code`. A room listed by a process that died
 * (SIGKILL, a crash) fails colyseus's health check, which drops its listings; its code claim,
 * which died with it, is released so the game can open here.
 */
export async function openElsewhere(code: string): Promise<boolean> {
  const [listed] = await matchMaker.query({ roomId: code });
  if (!listed) return false;
  if (await matchMaker.healthCheckProcessId(listed.processId)) return true;
  await releaseCode(matchMaker.presence, code);
  return false;
}
