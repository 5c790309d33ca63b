// Preloaded into the shop by `npm run bench -- --cpu-prof` (NODE_OPTIONS=--require, as --cpu-prof itself is not
// allowed there): the first SIGURG starts V8's CPU profiler, the next stops it and writes the profile to
// $BENCH_CPU_PROF_DIR/<pid>-<n>.cpuprofile (open it in Chrome DevTools or speedscope). run-bench.ts sends the signals
// around each measured run, so a profile holds exactly one target's load. Not SIGUSR2: close-with-grace (server.ts)
// closes the shop on it; SIGURG is ignored by a process without the handler.
const { Session } = require("node:inspector");
const fs = require("node:fs");
const path = require("node:path");

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  let session;
  let written = 0;
  process.on("SIGURG", () => {
    if (!session) {
      session = new Session();
      session.connect();
      session.post("Profiler.enable", () => session.post("Profiler.start"));
      return;
    }
    const running = session;
    session = undefined;
    running.post("Profiler.stop", (error, answer) => {
      if (!error) {
        fs.mkdirSync(dir, { recursive: true });
        written += 1;
        fs.writeFileSync(path.join(dir, `${process.pid}-${written}.cpuprofile`), JSON.stringify(answer.profile));
      }
      running.disconnect();
    });
  });
}
