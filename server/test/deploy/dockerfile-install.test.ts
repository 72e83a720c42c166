/**
 * The image's install steps, without Docker (none runs here): each stage of the Dockerfile that runs
 * `npm ci` gets exactly the files its COPY lines bring from the project, and its npm ci must agree
 * with the lock file there. npm runs with no user or global configuration, as in the image, so a
 * setting the project needs (`.npmrc`: legacy-peer-deps, without which npm wants colyseus's optional
 * uWebSockets.js transport from GitHub) must be copied in. `--dry-run --ignore-scripts`: the tree is
 * resolved and checked, nothing is downloaded or built. Before the stages copied `.npmrc`, both
 * failed so (npm asked GitHub for uWebSockets.js).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(__dirname, "../../..");
const run = promisify(execFile);

interface InstallStep {
  stage: string;
  /** Project paths each COPY brings, with where they land under the stage's WORKDIR. */
  copies: { from: string[]; to: string }[];
  /** The `npm ci ...` command's arguments after `npm`. */
  args: string[];
}

/** The Dockerfile's instructions, continuation lines joined. */
function instructions(text: string): string[] {
  return text.replace(/\\\n/g, " ").split("\n").map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
}

/** Every stage's COPYs from the project up to its `RUN npm ci`, and that command. */
function installSteps(dockerfile: string): InstallStep[] {
  const steps: InstallStep[] = [];
  let stage = "";
  let copies: InstallStep["copies"] = [];
  for (const line of instructions(dockerfile)) {
    const [word, ...rest] = line.split(/\s+/);
    if (word === "FROM") {
      stage = rest.join(" ");
      copies = [];
    } else if (word === "COPY" && !rest[0].startsWith("--from")) {
      copies.push({ from: rest.slice(0, -1), to: rest[rest.length - 1] });
    } else if (word === "RUN" && rest[0] === "npm" && rest[1] === "ci") {
      const command = rest.join(" ").split("&&")[0].trim().split(/\s+/);
      steps.push({ stage, copies, args: command.slice(1) });
    }
  }
  return steps;
}

function stageFiles(step: InstallStep, into: string): void {
  for (const copy of step.copies) {
    for (const from of copy.from) {
      const to = copy.to.endsWith("/") ? path.join(into, copy.to, path.basename(from)) : path.join(into, copy.to);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.cpSync(path.join(ROOT, from), to, { recursive: true });
    }
  }
}

/** npm as the image runs it: no user or global npmrc, only what the stage copied. */
async function npmIn(dir: string, args: string[]): Promise<void> {
  const [user, global] = ["user-npmrc", "global-npmrc"].map((name) => path.join(dir, "..", name));
  for (const file of [user, global]) fs.writeFileSync(file, "");
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.toLowerCase().startsWith("npm_config_")));
  await run("npm", [...args, "--dry-run", "--ignore-scripts", "--userconfig", user, "--globalconfig", global], { cwd: dir, env, timeout: 60_000 });
}

const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
const steps = installSteps(dockerfile);

test("the Dockerfile installs in two stages: the build and the server's production dependencies", () => {
  expect(steps.map((s) => s.args.slice(0, 1).concat(s.args.filter((a) => a.startsWith("--omit") || a.startsWith("--workspace")))))
    .toEqual([["ci"], ["ci", "--omit=dev", "--workspace"]]);
});

describe.each(steps.map((s) => [s.stage, s] as const))("stage %s", (_stage, step) => {
  let dir = "";
  beforeAll(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "image-install-")), "app");
    fs.mkdirSync(dir);
  });
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  test("its npm ci agrees with the lock file from the files it copies", async () => {
    stageFiles(step, dir);
    await expect(npmIn(dir, step.args)).resolves.toBeUndefined();
  }, 90_000);
});
