// Runs check commands one after another or side by side, timing each: the runner of `npm test`
// (scripts/check/test-all.ts) and `npm run test:fast` (scripts/check/test-fast.ts).
import { spawn } from 'node:child_process';

export interface Step {
  label: string;
  /** A shell command line, run from the repository's root. */
  command: string;
}

export interface StepResult {
  label: string;
  ok: boolean;
  seconds: number;
}

/** npm prints this for every run under a user config it does not know; it says nothing about the check. */
const npmNoise = /^npm warn Unknown user config.*\n/gm;

/**
 * Runs one step. Alone, its output streams as it comes; side by side (`buffered`), it is printed
 * whole when the step ends, so two steps' lines never interleave.
 */
export function runStep(step: Step, { buffered = false } = {}): Promise<StepResult> {
  const started = Date.now();
  if (!buffered) console.log(`\n── ${step.label}: ${step.command}`);
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', step.command], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    let ended = false;
    const end = (ok: boolean) => {
      if (ended) return;
      ended = true;
      const seconds = Math.round((Date.now() - started) / 1000);
      const verdict = `${ok ? 'passed' : 'FAILED'} in ${seconds} s`;
      console.log(buffered ? `\n── ${step.label}: ${verdict}\n${output.replace(npmNoise, '').trimEnd()}` : `── ${step.label}: ${verdict}`);
      resolve({ label: step.label, ok, seconds });
    };
    // A step that cannot start at all (no bash) fails with the reason, never silently or twice.
    child.on('error', (error) => {
      output += `\ncould not run \`${step.command}\`: ${error.message}`;
      if (!buffered) console.error(`could not run \`${step.command}\`: ${error.message}`);
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

/** Runs the steps at once and waits for all of them, failed or not. */
export const runSideBySide = (steps: Step[]): Promise<StepResult[]> => Promise.all(steps.map((s) => runStep(s, { buffered: true })));
