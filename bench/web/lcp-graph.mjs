// Re-simulates a run's LCP the way Lighthouse does (its Lantern model) from the artifacts run.mjs saved with
// BENCH_ARTIFACTS, and lists what the optimistic and pessimistic graphs hold, by simulated start: every request
// that ended before the LCP of the unthrottled trace, and the CPU tasks that count. The last node to end is what
// the LCP waits for.
//
//   BENCH_ROUTES='/task/{todo}/0@lisi' BENCH_RUNS=1 BENCH_ARTIFACTS=/tmp/lh node bench/web/run.mjs
//   node bench/web/lcp-graph.mjs /tmp/lh/lisi_task_todo_0-0.artifacts.json
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/web/lcp-graph.mjs <run>.artifacts.json');
const saved = JSON.parse(readFileSync(file, 'utf8'));
const result = await LanternLargestContentfulPaint.request(
  {
    trace: saved.Trace,
    devtoolsLog: saved.DevtoolsLog,
    gatherContext: saved.GatherContext,
    settings: saved.settings,
    URL: saved.URL,
    SourceMaps: saved.SourceMaps,
  },
  { computedCache: new Map(), settings: saved.settings },
);
console.log(
  `simulated LCP ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)})`,
);
const ms = (us) => Math.round(us / 1000);
for (const which of ['optimistic', 'pessimistic']) {
  const timings = [...result[`${which}Estimate`].nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  );
  console.log(`\n${which}: ${timings.length} nodes (simulated start-end, what)`);
  for (const [node, t] of timings) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.priority} ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} ${(node.request.transferSize / 1024).toFixed(1)} KB`
        : `cpu ${ms(node.endTime - node.startTime)} ms observed${[...node.getEvaluateScriptURLs()].map((u) => ` ${u.split('/').pop()}`).join('')}${node.didPerformLayout() ? ' (layout)' : ''}`;
    console.log(
      `${String(Math.round(t.startTime)).padStart(6)}-${String(Math.round(t.endTime)).padEnd(6)} ${what}`,
    );
  }
}
