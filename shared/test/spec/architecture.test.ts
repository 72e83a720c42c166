import { execFileSync } from "node:child_process";
import { ROOT } from "./citations";

/**
 * The architecture rules of `npm run lint` (eslint.config.mjs, docs/testing.md) catch what they
 * are for: each case is linted as if it were the named file, in a separate node (ESLint loads its
 * config as an ES module, which jest's sandbox does not).
 */
function rulesBroken(cases: [file: string, code: string][]): string[][] {
  const probe = `
    const { ESLint } = require("eslint");
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const [filePath, code] of JSON.parse(process.argv[1])) {
        const [r] = await eslint.lintText(code, { filePath });
        out.push(r.messages.map((m) => m.ruleId ?? m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })();`;
  return JSON.parse(execFileSync(process.execPath, ["-e", probe, JSON.stringify(cases)], { cwd: ROOT, encoding: "utf8" })) as string[][];
}

test("one game never imports another; nothing reaches into another workspace; no floating promise, no any", () => {
  expect(rulesBroken([
    ["shared/src/games/zoo/rules.ts", 'import { CARDS } from "../base/data";\nexport const x = CARDS;\n'],
    ["shared/src/games/cheeses/income.ts", 'import { zoo } from "@space/shared/zoo";\nexport const x = zoo;\n'],
    ["shared/src/engine/play.ts", 'import { createGameServer } from "../../../server/src/app";\nexport const x = createGameServer;\n'],
    ["client/src/boards/zoo/hand.ts", 'import { PHASES } from "../../../../shared/src/games/zoo/data";\nexport const x = PHASES;\n'],
    ["server/src/rooms/table.ts", "export async function f(): Promise<void> {}\nexport function g(): void { f(); }\n"],
    ["server/src/rooms/table.ts", "export const y: any = 1;\n"],
    ["client/src/boards/zoo/hand.ts", 'import { PHASES } from "@space/shared/zoo";\nexport const x = PHASES;\n'],
  ])).toEqual([
    ["no-restricted-imports"],
    ["no-restricted-imports"],
    ["no-restricted-imports"],
    ["no-restricted-imports"],
    ["@typescript-eslint/no-floating-promises"],
    ["@typescript-eslint/no-explicit-any"],
    [],
  ]);
}, 120_000);

test("the client's floors point down only; GameRoom makes no collaborator itself; no test retries into green", () => {
  expect(rulesBroken([
    ["client/src/story/chart.ts", 'import { replayRoute } from "../replay/route";\nexport const x = replayRoute;\n'],
    ["client/src/boards/zoo/hand.ts", 'import { lobbyScreen } from "../../screens/lobby";\nexport const x = lobbyScreen;\n'],
    ["client/src/replay/stage.ts", 'import { storyPanel } from "../story/panel";\nexport const x = storyPanel;\n'],
    ["server/src/rooms/game-room.ts", 'import { Table } from "./table";\nexport const x = Table;\n'],
    ["server/src/rooms/game-room.ts", 'import type { Table } from "./table";\nexport type X = Table;\n'],
    ["server/test/flood.test.ts", "jest.retryTimes(2);\n"],
  ])).toEqual([
    ["no-restricted-imports"],
    ["no-restricted-imports"],
    [],
    ["no-restricted-imports"],
    [],
    ["no-restricted-properties"],
  ]);
}, 120_000);

test("a game's rule files reach its cache through the seam only (cache/index.ts)", () => {
  expect(rulesBroken([
    ["shared/src/games/cheeses/build.ts", 'import { own } from "./cache/own";\nexport const x = own;\n'],
    ["shared/src/games/cheeses/build.ts", 'import { own } from "./cache";\nexport const x = own;\n'],
    ["shared/src/games/base/build.ts", 'import { siteAt } from "./cache/grid";\nexport const x = siteAt;\n'],
  ])).toEqual([
    ["no-restricted-imports"],
    [],
    ["no-restricted-imports"],
  ]);
}, 120_000);
