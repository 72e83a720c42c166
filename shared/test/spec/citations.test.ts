import fs from "node:fs";
import path from "node:path";
import { ROOT, citingFiles, gameOfPath, readSpec, unresolved, type Spec, type SpecGame } from "./citations";

const specs: Record<SpecGame, Spec> = { zoo: readSpec("zoo"), base: readSpec("base"), cheeses: readSpec("cheeses") };

test("every §, DEFAULT and case id cited in the project resolves in docs/spec", () => {
  const files = citingFiles();
  expect(files.length).toBeGreaterThan(300);
  const bad = files.flatMap((f) => unresolved(f, fs.readFileSync(path.join(ROOT, f), "utf8"), specs));
  expect(bad.map((b) => `${b.file}:${b.line} ${b.citation}: ${b.why}`)).toEqual([]);
});

test("the specs hold what the project cites: sections, game-prefixed DEFAULTs, numbered cases", () => {
  expect(specs.zoo.sections.has("3.5")).toBe(true);
  expect(specs.cheeses.sections.has("4.11")).toBe(true);
  expect(specs.zoo.defaults.has("zoo-D21")).toBe(true);
  expect(specs.base.defaults.has("base-D17")).toBe(true);
  expect(specs.cheeses.defaults.has("cheeses-D34")).toBe(true);
  expect(specs.zoo.cases.has("Z1")).toBe(true);
  expect(specs.base.cases.has("B1")).toBe(true);
  expect(specs.cheeses.cases.has("C1")).toBe(true);
});

describe("a citation that does not resolve is found", () => {
  const check = (file: string, text: string) => unresolved(file, text, specs).map((u) => u.citation);

  test.each([
    ["shared/src/games/zoo/rules.ts", "// §9.9 says so", "§9.9"],
    ["shared/src/games/zoo/rules.ts", "// zoo-D99", "zoo-D99"],
    ["shared/src/games/zoo/rules.ts", "// base-D7 here", "base-D7"],
    ["shared/src/games/base/flow.ts", "/** D17 */", "D17"],
    ["shared/test/zoo/x.test.ts", `  it("Z999 nothing", () => {`, "Z999"],
    ["shared/test/cheeses/x.test.ts", `  it("X-4.99-1 nothing", () => {`, "X-4.99-1"],
    ["server/src/rooms/table.ts", "// §8.1", "§8.1"],
  ])("%s: %s", (file, text, citation) => {
    expect(check(file, text)).toEqual([citation]);
  });

  test("and one that does is not", () => {
    expect(check("shared/src/games/cheeses/income.ts", "// §4.11, cheeses-D17, X-4.11-2")).toEqual([]);
    expect(check("shared/test/base/x.test.ts", `  it("B1 outposts", () => {`)).toEqual([]);
    expect(check("shared/test/zoo/x.test.ts", `  it("A gains 3 €", () => {`)).toEqual([]);
  });

  test("the game of a file comes from its path", () => {
    expect(gameOfPath("server/test/zoo-room.test.ts")).toBe("zoo");
    expect(gameOfPath("docs/cheeses-decisions.md")).toBe("cheeses");
    expect(gameOfPath("shared/src/games/base/meteor.ts")).toBe("base");
    expect(gameOfPath("server/src/store/sqlite-store.ts")).toBeNull();
  });
});
