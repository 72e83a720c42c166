/**
 * `npm run backup -- FILE`: writes every stored game (running and finished) of the store the
 * server would use (REDIS_URL, else DATA_FILE) to FILE (docs/operations.md).
 */
import { configFromEnv } from "../config";
import { openStore } from "../store";
import { writeBackup } from "../store/backup";

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error("usage: npm run backup -- FILE");
    return 2;
  }
  const store = openStore(configFromEnv().store);
  try {
    const n = await writeBackup(store, file);
    console.log(`backed up ${n} games to ${file}`);
    return 0;
  } catch (e) {
    console.error(`backup failed: ${(e as Error).message}`);
    return 1;
  } finally {
    await store.close();
  }
}

void main(process.argv[2]).then((code) => process.exit(code), (e: Error) => {
  console.error(e.message);
  process.exit(1);
});
