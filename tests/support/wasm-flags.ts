/**
 * Node's flags for every process of the tests that runs PGlite (the `server` projects' workers and
 * the servers some files start as processes of their own): V8 compiles PGlite's WASM with its
 * baseline compiler only (Liftoff), never tiering hot functions up to TurboFan. A test process
 * lives seconds to minutes and runs each query a few times: the optimising compiler's background
 * work cost it more CPU than its faster code saved (a server process's start: 6.2-6.7 s of CPU
 * → 3.5-4.2 s; in the long-lived workers a smaller gain, inside the noise: docs/testing.md).
 * `npm start` and the built server keep V8's default.
 */
export const PGLITE_TEST_NODE_FLAGS = ['--liftoff-only'];
