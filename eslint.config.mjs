// `npm run lint` (docs/testing.md): typed rules that matter here, and the architecture as import rules.
import tseslint from "typescript-eslint";

/** Relative imports may not leave their workspace: the shared workspace is reached by its package name. */
const OTHER_WORKSPACES = [
  { group: ["**/shared/src", "**/shared/src/**", "**/shared/dist/**"], message: "Import the shared workspace as @space/shared (or @space/shared/<game>)." },
  { group: ["**/server/src/**", "@space/server", "@space/server/**"], message: "Only the server imports the server." },
  { group: ["**/client/src/**", "@space/client", "@space/client/**"], message: "Only the client imports the client." },
];
/** One game never imports another (each game's folder is on its own; common code lives in engine/). */
const otherGames = (game) => ["zoo", "base", "cheeses"].filter((g) => g !== game).map((g) => ({
  group: [`../${g}`, `../${g}/**`, `**/games/${g}`, `**/games/${g}/**`, `@space/shared/${g}`],
  message: `A ${game} file does not import the ${g} game.`,
}));

/**
 * The client's floors, lowest first (docs/client.md, "Floors"): a file imports from its own floor
 * and the floors below, never from one above.
 */
const CLIENT_FLOORS = [
  ["i18n", "net", "ui", "games.ts", "state.ts"],
  ["boards", "table", "panels", "notify", "hook.ts"],
  ["story"],
  ["replay"],
  ["screens"],
  ["main.ts"],
];
const names = (parts) => parts.map((part) => part.replace(/\.ts$/, "")).join("|");
/** A floor's files, by where they sit: in a folder (they reach client/src by "../") or in client/src itself ("./"). */
const floorRule = (files, up, i) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns: [...OTHER_WORKSPACES, {
    regex: `^${up}(${names(CLIENT_FLOORS.slice(i + 1).flat())})(/|$)`,
    message: `${CLIENT_FLOORS[i].join(", ")} may import only from their floor and those below: docs/client.md, "Floors".`,
  }] }] },
});
const clientFloors = CLIENT_FLOORS.slice(0, -1).flatMap((floor, i) => [
  floorRule(floor.filter((part) => !part.endsWith(".ts")).map((folder) => `client/src/${folder}/**/*.ts`), "(\\.\\./)+", i),
  floorRule(floor.filter((part) => part.endsWith(".ts")).map((file) => `client/src/${file}`), "\\./", i),
].filter((rule) => rule.files.length));

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "bench/dist/**", "e2e/screenshots/**", ".stryker-tmp/**", "reports/**", "**/*.js", "**/*.cjs", "**/*.mjs"] },
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        // The client's Vite config is in no tsconfig.json of its own (its unit tests have client/test/tsconfig.json).
        projectService: { allowDefaultProject: ["client/vite.config.ts"], defaultProject: "client/tsconfig.test.json" },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": ["error", { patterns: OTHER_WORKSPACES }],
    },
  },
  // The shared workspace is the engines and the protocol: it imports neither the server nor the client.
  ...["zoo", "base", "cheeses"].map((game) => ({
    files: [`shared/src/games/${game}/**/*.ts`],
    rules: { "no-restricted-imports": ["error", { patterns: [...OTHER_WORKSPACES, ...otherGames(game)] }] },
  })),
  // Space Base's rule files reach their speed-ups through one seam, cache/index.ts (shared/src/games/base/cache/README.md).
  {
    files: ["shared/src/games/base/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [...OTHER_WORKSPACES, ...otherGames("base"), {
      group: ["./cache/*"],
      message: "A Space Base rule file imports the cache through its seam only: ./cache (cache/index.ts).",
    }] }] },
  },
  // So do Space Colony Cheeses' (shared/src/games/cheeses/cache/README.md).
  {
    files: ["shared/src/games/cheeses/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [...OTHER_WORKSPACES, ...otherGames("cheeses"), {
      group: ["./cache/*"],
      message: "A Space Colony Cheeses rule file imports the cache through its seam only: ./cache (cache/index.ts).",
    }] }] },
  },
  // No client file imports from a floor above its own.
  ...clientFloors,
  // GameRoom's collaborators are made in one place, wiring.ts: the room imports their types only.
  {
    files: ["server/src/rooms/game-room.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [...OTHER_WORKSPACES, {
      group: ["./table", "./journal", "./door", "./messages", "./stand-ins", "./rematch", "./hints", "./task-queue", "../turn-based/keeper", "../turn-based/notify-settings"],
      allowTypeImports: true,
      message: "GameRoom's collaborators are made in wireTable (server/src/rooms/wiring.ts), where each dependency is named.",
    }] }] },
  },
  // The browser tests start the real server in-process, from its sources.
  {
    files: ["e2e/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: OTHER_WORKSPACES.filter((p) => !p.group.includes("**/server/src/**")) }] },
  },
  // Tests may use `any` to hand an engine the malformed input a client could send.
  {
    files: ["**/test/**/*.ts", "e2e/**/*.ts", "bench/**/*.ts"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off",
      // A test passes on its first try or fails: no retry into green (docs/testing.md).
      "no-restricted-properties": ["error", { object: "jest", property: "retryTimes", message: "make the test deterministic (fake timers, events, counts) instead of retrying it" }],
    },
  },
);
