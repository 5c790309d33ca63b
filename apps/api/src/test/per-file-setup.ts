// Runs before every API test file. The files of a worker share one module graph (vitest `isolate: false` in
// apps/api/vitest.config.ts: importing the app once per worker instead of once per file halves the run), so the
// little module state the factories keep is started again here, as a file of its own would see it.
import { resetTestItemSequence } from "../db/seed/catalog.factory.js";

resetTestItemSequence();
