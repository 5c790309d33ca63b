import { describe, expect, it } from "vitest";
import { newPageRender, oncePerPageRender, withinPageRender } from "./page-render.js";

/** A computation that counts its runs and answers its run number after a turn of the event loop. */
function counted() {
  let runs = 0;
  return {
    compute: async () => {
      runs += 1;
      const run = runs;
      await new Promise((resolve) => setImmediate(resolve));
      return run;
    },
    runs: () => runs,
  };
}

describe("oncePerPageRender", () => {
  it("computes a key once within a render, for calls side by side and one after another", async () => {
    const token = counted();
    const render = newPageRender();
    const first = await withinPageRender(render, () =>
      Promise.all([oncePerPageRender("t", token.compute), oncePerPageRender("t", token.compute)]),
    );
    const later = await withinPageRender(render, () => oncePerPageRender("t", token.compute));
    expect([...first, later]).toEqual([1, 1, 1]);
    expect(token.runs()).toBe(1);
  });

  it.each([
    { case: "outside any render", run: <T>(call: () => T) => call() },
    { case: "each in a render of its own", run: <T>(call: () => T) => withinPageRender(newPageRender(), call) },
  ])("computes every time $case", async ({ run }) => {
    const token = counted();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await run(() => oncePerPageRender("t", token.compute)));
    expect(answers).toEqual([1, 2, 3]);
  });

  it("keeps keys apart within a render", async () => {
    const token = counted();
    const render = newPageRender();
    const answers = await withinPageRender(render, () =>
      Promise.all([oncePerPageRender("a", token.compute), oncePerPageRender("b", token.compute)]),
    );
    expect(answers.sort()).toEqual([1, 2]);
  });

  it("does not keep a failure: the next call of the render computes again", async () => {
    const render = newPageRender();
    let runs = 0;
    const flaky = async () => {
      runs += 1;
      if (runs === 1) throw new Error("database gone for a moment");
      return "resolved";
    };
    await expect(withinPageRender(render, () => oncePerPageRender("t", flaky))).rejects.toThrow("gone");
    await expect(withinPageRender(render, () => oncePerPageRender("t", flaky))).resolves.toBe("resolved");
    await expect(withinPageRender(render, () => oncePerPageRender("t", flaky))).resolves.toBe("resolved");
    expect(runs).toBe(2);
  });
});
