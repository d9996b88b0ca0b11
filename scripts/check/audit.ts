#!/usr/bin/env node
// `npm audit --omit=dev`: fails on any high or critical advisory in what the site ships.
// A registry mirror without npm's advisory endpoint (it answers 405, or ENOAUDIT) cannot be
// audited, and neither can a machine that cannot reach the registry: that is said loudly and,
// unless AUDIT_REQUIRED=1, does not fail the run, because nothing about the dependencies is known
// to be wrong. Everywhere npm's registry is reachable
// the audit runs for real.
//
//   npx tsx scripts/check/audit.ts
import { spawnSync } from 'node:child_process';

type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

/** The parts of `npm audit --json` read here: a report, or the registry's refusal. */
interface AuditReport {
  statusCode?: number;
  message?: string;
  error?: { code?: string; summary?: string };
  metadata?: { vulnerabilities?: Record<Severity, number> };
  vulnerabilities?: Record<string, { severity: Severity; range: string; fixAvailable: unknown }>;
}

// The project's npmrc turns audits off for installs; --audit turns this one on.
const run = spawnSync('npm', ['audit', '--omit=dev', '--audit', '--json'], { encoding: 'utf8' });
let report: AuditReport;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  console.error(`audit: npm audit gave no report:\n${run.stderr}`);
  process.exit(1);
}

// A machine that cannot reach the registry at all (no network, as in a sandbox): the same, said as that.
const unreachable = /\b(EAI_AGAIN|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|ENETUNREACH)\b/.test(report.message ?? '');
if (unreachable) {
  console.warn(`audit: NOT CHECKED: the registry cannot be reached from this machine (${report.message}).`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}
const unavailable = report.statusCode === 405 || report.statusCode === 404 || report.error?.code === 'ENOAUDIT';
if (unavailable) {
  const why = report.message ?? report.error?.summary ?? 'no advisory endpoint';
  console.warn(`audit: NOT CHECKED: the registry does not offer npm's advisory endpoint (${why}).`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  console.error(`audit: unexpected answer from npm audit:\n${run.stdout.slice(0, 2000)}`);
  process.exit(1);
}

const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) => v.severity === 'high' || v.severity === 'critical');
console.log(`audit: production dependencies: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low.`);
if (serious.length > 0) {
  for (const [name, v] of serious) console.error(`  ${v.severity}: ${name} ${v.range} (fix: ${v.fixAvailable ? 'available' : 'none yet'})`);
  process.exit(1);
}
