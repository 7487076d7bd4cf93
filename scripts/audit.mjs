// `npm run audit`: npm audit of what ships (no dev dependencies); fails on high or critical
// findings. A registry that refuses the advisory endpoint is reported, not mistaken for a pass.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
if (!report?.metadata) {
  const why = report?.message ?? report?.error?.summary ?? (run.stderr.trim() || 'no answer');
  console.error(`npm audit could not reach the advisory service: ${why}`);
  process.exit(process.env.AUDIT_REQUIRED === 'true' ? 1 : 0);
}
const counts = report.metadata?.vulnerabilities ?? {};
console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`);
for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
  console.log(`  ${finding.severity.padEnd(8)} ${name} ${finding.range ?? ''}`);
}
process.exit((counts.high ?? 0) + (counts.critical ?? 0) > 0 ? 1 : 0);
