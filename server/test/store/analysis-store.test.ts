import { SqliteGameStore } from "../../src/store";
import { analysisStoreCases } from "./analysis-store-cases";

analysisStoreCases("SQLite store: analyses", async (now) => new SqliteGameStore(":memory:", now));
