import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SqliteGameStore } from "../../src/store";
import { contract } from "../support/store-contract";

let dir: string;
contract("SQLite game store",
  async () => { dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-")); return new SqliteGameStore(path.join(dir, "games.sqlite")); },
  async () => new SqliteGameStore(path.join(dir, "games.sqlite")));
