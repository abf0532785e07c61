// `npm test`: every check of the project as named stages, each printing its wall time. A stage
// starts as soon as the stages it comes after have passed, beside whatever else is running; one
// that runs beside others keeps its output until it ends, so outputs never mix. After a failure
// no new stage starts. The figures are in the README's Testing section.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** @typedef {{ name: string, command: string, after: string[] }} Stage */

const CHECKS = ['lint', 'format', 'unused code', 'typecheck', 'build'];
/**
 * ESLint ends last of the checks, on one core, for about half a minute: the server runs start
 * beside it instead of after it (ADR 0087). A lint failure still fails the run and stops the journeys.
 */
const BEFORE_SERVER_TESTS = CHECKS.filter((name) => name !== 'lint');
const EMBEDDED = 'unit + API (embedded database)';
const POSTGRES = 'API on PostgreSQL';

/** @type {Stage[]} */
const STAGES = [
  // Cheap and independent, one core each: side by side they keep both cores busy to the end.
  // (`npm run lint` runs the first three one after the other.)
  { name: 'lint', command: 'npm run lint:code', after: [] },
  { name: 'format', command: 'npm run lint:format', after: [] },
  { name: 'unused code', command: 'npm run lint:unused', after: [] },
  { name: 'typecheck', command: 'npm run typecheck', after: [] },
  // The client, its server renderer and the server: the journeys and the shutdown test use them.
  { name: 'build', command: 'npm run build && npm run build:server', after: [] },
  // The two server runs split the files between them (ADRs 0077, 0079) and run side by side:
  // each leaves a core idle part of the time (ADR 0080).
  { name: EMBEDDED, command: 'npm run test:unit', after: BEFORE_SERVER_TESTS },
  { name: POSTGRES, command: 'npm run test:pg', after: BEFORE_SERVER_TESTS },
  // The journeys need the build. They wait for both server runs: beside the end of the
  // PostgreSQL run both took longer than one after the other (ADR 0082).
  {
    name: 'journeys',
    command: 'npm run test:journeys',
    after: ['lint', 'build', EMBEDDED, POSTGRES],
  },
];

const only = process.argv.slice(2);
const selected = only.length
  ? STAGES.filter((stage) => only.some((name) => stage.name.includes(name)))
  : STAGES;
// The build stage's output, named for the tests after it that run the compiled server; only when
// this run builds it, so a stale dist is never taken for this tree's.
const builtDist = selected.some((stage) => stage.name === 'build')
  ? { BUILT_DIST: path.resolve('dist') }
  : {};
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs one stage; alone it streams its output, beside others it keeps it until it ends. */
function run(stage, alone) {
  const started = Date.now();
  console.log(`\n▶ ${stage.name}${alone ? '' : ' (output when it ends)'}`);
  return new Promise((resolve) => {
    const child = spawn(stage.command, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...builtDist },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ms = Date.now() - started;
      if (!alone) {
        process.stdout.write(`\n── ${stage.name} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(
        `\n▶ ${stage.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}`,
      );
      resolve({ stage, ms, ok: code === 0 });
    });
  });
}

const started = Date.now();
const results = [];
const passed = new Set();
const pending = [...selected];
const running = new Map();
let failed = false;
// A stage waits only for the stages it comes after that this run includes.
const ready = (stage) =>
  stage.after.every((name) => passed.has(name) || !selected.some((s) => s.name === name));

while (pending.length > 0 || running.size > 0) {
  if (!failed) {
    for (const stage of pending.filter(ready)) {
      pending.splice(pending.indexOf(stage), 1);
      const alone = running.size === 0 && pending.length === 0;
      running.set(stage.name, run(stage, alone));
    }
  }
  if (running.size === 0) break;
  const result = await Promise.race(running.values());
  running.delete(result.stage.name);
  results.push(result);
  if (result.ok) passed.add(result.stage.name);
  else failed = true;
}

console.log('\nStage times');
for (const { stage, ms, ok } of results) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${stage.name.padEnd(34)} ${seconds(ms).padStart(6)}`);
}
for (const stage of pending) console.log(`  skip  ${stage.name}`);
console.log(`  ${'    '}  ${'all'.padEnd(34)} ${seconds(Date.now() - started).padStart(6)}`);
process.exit(failed || pending.length > 0 ? 1 : 0);
