/**
 * `npm run restore -- FILE`: loads a backup into the store the server would use (REDIS_URL, else
 * DATA_FILE), which must be empty (docs/operations.md). A bad file writes nothing.
 */
import { configFromEnv } from "../config";
import { openStore } from "../store";
import { readBackup } from "../store/backup";

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error("usage: npm run restore -- FILE");
    return 2;
  }
  const store = openStore(configFromEnv().store);
  try {
    const n = await readBackup(store, file);
    console.log(`restored ${n} games from ${file}`);
    return 0;
  } catch (e) {
    console.error(`restore failed: ${(e as Error).message}`);
    return 1;
  } finally {
    await store.close();
  }
}

void main(process.argv[2]).then((code) => process.exit(code), (e: Error) => {
  console.error(e.message);
  process.exit(1);
});
