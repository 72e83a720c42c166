import { z } from "zod";

/**
 * A finished game as a file (docs/game-file.md): everything needed to replay it and to check that
 * its dice and deck were fair. Version 1.
 */
export const GameFile = z.object({
  format: z.literal("space-tabletop-game"),
  version: z.literal(1),
  code: z.string(),
  gameId: z.string(),
  createdAt: z.number(),
  seats: z.array(z.object({ name: z.string(), kind: z.enum(["human", "bot"]) })),
  options: z.record(z.string(), z.unknown()),
  fairness: z.object({
    /** SHA-256 (hex) of `salt:seed`, public from the start of the game. */
    commitment: z.string(),
    seed: z.string(),
    salt: z.string(),
    /** The server's fixed test seed was used: the game proves nothing about fairness. */
    fixedSeed: z.boolean(),
  }),
  actions: z.array(z.object({ seat: z.number().int().min(0), action: z.unknown() })),
  result: z.object({ winners: z.array(z.number()), scores: z.array(z.number()) }),
  /** Closed unfinished because nobody played it for the server's idle days: `result` is then empty. */
  abandoned: z.boolean().optional(),
});
export type GameFile = z.infer<typeof GameFile>;
