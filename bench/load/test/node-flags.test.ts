import { readFileSync } from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../server-process";

/** The bench starts the server as the README does: the same node flags as `npm start`, `npm run serve` and the Dockerfile. */
const ROOT = path.resolve(__dirname, "../../..");

/** The flags between `node` and the entry point of a command line. */
function flagsOf(command: string[]): string[] {
  const node = command.indexOf("node");
  const entry = command.indexOf("server/dist/index.js");
  if (node < 0 || entry < node) throw new Error(`no "node ... server/dist/index.js" in ${command.join(" ")}`);
  return command.slice(node + 1, entry);
}

it("gives the server the node flags of npm start, npm run serve and the Dockerfile", () => {
  const scripts = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts as Record<string, string>;
  expect(flagsOf(scripts.start.split(" "))).toEqual(SERVER_NODE_FLAGS);
  expect(flagsOf(scripts.serve.split(" "))).toEqual(SERVER_NODE_FLAGS);
  const cmd = readFileSync(path.join(ROOT, "Dockerfile"), "utf8").split("\n").find((l) => l.startsWith("CMD "));
  expect(flagsOf(JSON.parse(cmd!.slice(4)) as string[])).toEqual(SERVER_NODE_FLAGS);
});
