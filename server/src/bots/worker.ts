import { worker, workerEmit } from "workerpool";
import { idleThisProcess } from "./idle-priority";
import { think } from "./think";
import { analyse, type AnalyseTask } from "../analysis/analyse";

// A bot process (`pool.ts`): searching is background work, so every thread of it, the garbage
// collector's helpers included, yields its core to the server's threads and the clients'.
idleThisProcess();
worker({ think, analyse: (task: AnalyseTask) => analyse(task, (done, total) => workerEmit({ done, total })) });
