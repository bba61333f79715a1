import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

// npm run bench:long-tasks -- <trace.json or a folder of them> [--over=12] [--functions=8]
// Reads the traces `npm run bench:lighthouse -- --keep=DIR` writes and lists, for each, the page's main-thread tasks
// longer than --over ms as recorded (unthrottled): what each did (its direct parts: a script evaluated, an event, a
// style or layout pass) and, in a trace recorded with --profile, the functions that took its time (self time from the
// CPU profile's samples). Lighthouse's
// mobile preset counts each task at 4 times its recorded length, and TBT is what passes 50 ms: a task recorded at
// 12.5 ms or more is blocking time, which is why 12 is the default threshold.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const overMs = Number(option('over') ?? 12);
const functionsShown = Number(option('functions') ?? 8);
const target = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!target) throw new Error('usage: npm run bench:long-tasks -- <trace.json or folder> [--over=12] [--functions=8]');

const files = statSync(target).isDirectory()
  ? readdirSync(target)
      .filter((f) => f.endsWith('.trace.json'))
      .sort()
      .map((f) => join(target, f))
  : [target];

const ms = (us: number) => (us / 1000).toFixed(1);
const shortUrl = (url: unknown) => (typeof url === 'string' && url ? (url.split('/').pop() ?? url).split('?')[0]! : '');

/** The renderer's main thread that ran the most: the page's (Lighthouse's own about:blank renderer runs little). */
function mainThread(events: TraceEvent[]) {
  const names = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name' && e.args?.name) names.set(`${e.pid}:${e.tid}`, e.args.name);
  const busy = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'RunTask' || !e.dur) continue;
    const key = `${e.pid}:${e.tid}`;
    if (names.get(key) === 'CrRendererMain') busy.set(key, (busy.get(key) ?? 0) + e.dur);
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = key.split(':').map(Number) as [number, number];
  return { pid, tid };
}

/** Each sample's time and leaf node, from the profile chunks of the main thread's V8 profile. */
function samplesOf(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const starts = new Map<string, number>();
  for (const e of events) if (e.name === 'Profile' && e.pid === pid) starts.set(e.id!, (e.args?.data?.startTime as number) ?? e.ts);
  const clock = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid) continue;
    const data = e.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let time = clock.get(e.id!) ?? starts.get(e.id!) ?? e.ts;
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((node, i) => {
      time += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts: time, node });
    });
    clock.set(e.id!, time);
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${event.name} ${shortUrl(data.url) || shortUrl((data as { fileName?: string }).fileName)}`;
    case 'FunctionCall':
      return `FunctionCall ${String(data.functionName || '(anonymous)')} ${shortUrl(data.url)}:${String(data.lineNumber ?? '')}`;
    case 'EventDispatch':
      return `EventDispatch ${String(data.type ?? '')}`;
    case 'TimerFire':
      return `TimerFire`;
    default:
      return event.name;
  }
}

for (const file of files) {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const { nodes, samples } = samplesOf(events, pid);
  const long = tasks.filter((t) => t.dur! / 1000 >= overMs);
  // TBT counts from the first contentful paint on: the tasks before it (the navigation, the first layout) are not in it.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  const blocking = tasks.filter((t) => t.ts >= fcp).reduce((sum, t) => sum + Math.max(0, (4 * t.dur!) / 1000 - 50), 0);
  const start = tasks[0]?.ts ?? 0;
  console.log(
    `\n${basename(file)}: ${tasks.length} tasks, ${long.length} of ${overMs} ms or more; first contentful paint at +${ms(fcp - start)} ms; ` +
      `the tasks after it, 4 times as long, would block ${blocking.toFixed(0)} ms (a rough TBT: Lighthouse simulates the page's network too)`,
  );
  for (const task of long) {
    const end = task.ts + task.dur!;
    console.log(`  ${ms(task.dur!)} ms at +${ms(task.ts - start)} ms`);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
    // Its direct parts: the events inside it that no other event inside it holds.
    const parts = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur! && o.dur! > e.dur!));
    for (const part of parts.filter((p) => p.dur! >= 1000)) console.log(`    ${ms(part.dur!).padStart(6)}  ${describe(part)}`);
    const self = new Map<string, number>();
    const within = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    within.forEach((s, i) => {
      const node = nodes.get(s.node);
      if (!node) return;
      const next = within[i + 1]?.ts ?? end;
      const { functionName, url, lineNumber } = node.callFrame;
      const key = `${functionName || '(anonymous)'} ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ''}`;
      self.set(key, (self.get(key) ?? 0) + (next - s.ts));
    });
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, functionsShown);
    if (top.length) console.log(`    self time: ${top.map(([name, us]) => `${name} ${ms(us)}`).join(', ')}`);
  }
}
