// Keeps one core busy in bursts, 80 ms of every 120 ms, for SECONDS (default 600): a noisy neighbour, to see how
// a route's Lighthouse score holds when the machine is shared. Start one per core to load, then run run.mjs.
//   node bench/web/neighbour.mjs 300 & node bench/web/neighbour.mjs 300 & node bench/web/run.mjs
const end = Date.now() + Number(process.argv[2] ?? 600) * 1000;
function burst() {
  const stop = Date.now() + 80;
  while (Date.now() < stop) {
    // busy on purpose
  }
  if (Date.now() < end) setTimeout(burst, 40);
}
burst();
