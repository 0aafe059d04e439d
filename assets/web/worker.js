// Shudu's engine in a Web Worker: a second instance of the page's wasm that runs one job at a
// time (src/worker/web/remote.rs), so the page never waits for a search. Jobs and answers are
// RON text. Messages that arrive while the wasm loads wait for it.
import init, { run_remote } from "./shudu.js";

const ready = init({ module_or_path: "./shudu_bg.wasm" });
self.onmessage = async (event) => {
  await ready;
  self.postMessage(run_remote(event.data));
};
