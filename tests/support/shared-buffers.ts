/**
 * Shared buffers of a test's PGlite (PgliteOptions.sharedBuffers): its database is small, and
 * starting with Postgres's 128MB costs each of the run's hundred-odd instances about half a
 * second of CPU to zero them.
 */
export const TEST_SHARED_BUFFERS = '16MB';
