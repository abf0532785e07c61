// `npm test`: every check of the project as named stages, each printing its wall time. Stages of
// one step run side by side (their output is printed whole when each ends, so it never mixes); a
// step starts when the one before has passed. The figures are in the README's Testing section.
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, command: string }} Stage */

/** @type {Stage[][]} */
const STEPS = [
  // Cheap and independent, each on one core: side by side they keep both cores busy until the
  // last ends (`npm run lint` runs the first three one after the other).
  [
    { name: 'lint', command: 'npm run lint:code' },
    { name: 'format', command: 'npm run lint:format' },
    { name: 'unused code', command: 'npm run lint:unused' },
    { name: 'typecheck', command: 'npm run typecheck' },
    { name: 'build', command: 'npm run build' },
  ],
  // The two server runs split the files between them (ADR 0077). Each leaves a core idle part of
  // the time (the PostgreSQL run waits on its server), so side by side: 465 s against 300 s then
  // 269 s one after the other (ADR 0080).
  [
    { name: 'unit + API (embedded database)', command: 'npm run test:unit' },
    { name: 'API on PostgreSQL', command: 'npm run test:pg' },
  ],
  [{ name: 'journeys', command: 'npm run test:journeys' }],
];

const only = process.argv.slice(2);
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs one stage; alone it streams its output, beside others it keeps it until it ends. */
function run(stage, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
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

const results = [];
const started = Date.now();
let failed = false;
for (const step of STEPS) {
  const stages = only.length
    ? step.filter((stage) => only.some((name) => stage.name.includes(name)))
    : step;
  if (stages.length === 0) continue;
  console.log(`\n▶ ${stages.map((stage) => stage.name).join(' | ')}`);
  const done = await Promise.all(stages.map((stage) => run(stage, stages.length === 1)));
  results.push(...done);
  if (done.some((result) => !result.ok)) {
    failed = true;
    break;
  }
}

console.log('\nStage times');
for (const { stage, ms, ok } of results) {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'}  ${stage.name.padEnd(34)} ${seconds(ms).padStart(6)}`);
}
console.log(`  ${'    '}  ${'all'.padEnd(34)} ${seconds(Date.now() - started).padStart(6)}`);
process.exit(failed ? 1 : 0);
