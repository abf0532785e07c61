// Preloaded into the processes a test starts (owned-processes.ts): the test's process holds the
// other end of our standard input, so when it ends, however it ends (a SIGKILL included), the pipe
// closes and this process ends with it. Unreferenced: it never keeps a process alive by itself.
process.stdin.once('end', () => process.kill(process.pid, 'SIGKILL'));
process.stdin.once('error', () => process.kill(process.pid, 'SIGKILL'));
process.stdin.resume();
process.stdin.unref();
