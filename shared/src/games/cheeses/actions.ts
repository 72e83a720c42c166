/** The action schema: anything a client sends is checked against it first. */
import { z } from "zod";
import { MODULE_TYPES, PRODUCTS, type Product } from "./data";
import type { CheesesAction } from "./types";

const int = z.number().int();
const count = int.min(0).max(1_000_000);
// Strict objects refuse unknown keys; a partialRecord over an enum refuses unknown products by itself.
const quantities = z.partialRecord(z.enum(PRODUCTS), count) as z.ZodType<Partial<Record<Product, number>>>;

export const actionSchema: z.ZodType<CheesesAction> = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("move"), module: int, x: int, y: int }),
  z.strictObject({ type: z.literal("build"), module: z.enum(MODULE_TYPES as [string, ...string[]]), x: int, y: int }),
  z.strictObject({ type: z.literal("pass") }),
  z.strictObject({ type: z.literal("energy"), short: z.array(int).max(1000) }),
  z.strictObject({ type: z.literal("dairy"), allocation: quantities }),
  z.strictObject({ type: z.literal("gift"), boxes: count }),
  z.strictObject({ type: z.literal("sell"), quantities }),
  z.strictObject({ type: z.literal("sue"), target: int }),
]) as z.ZodType<CheesesAction>;
