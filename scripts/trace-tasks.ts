/**
 * What a trace of a page load says about its first rendering (scripts/first-rendering.ts): the first style pass, the
 * first layout, and the document's longest task as Lighthouse's mobile simulation weighs it.
 */

/** Lighthouse's simulation: a main-thread task takes four times as long on its phone, one with a layout twice. */
export const SLOWDOWN = 4;
export const LAYOUT_SLOWDOWN = SLOWDOWN / 2;
/** A task that runs more than this much script (in µs) is the script's, not the document's. */
const SCRIPT_US = 500;
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'TimerFire']);

/** One event of Chrome's trace format, with the fields read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string; totalObjects?: number }; elementCount?: number };
}
interface Span extends TraceEvent {
  dur: number;
}
export interface FirstRendering {
  styleMs: number;
  styleElements: number;
  layoutMs: number;
  layoutObjects: number;
  /** The document's longest task as the simulation weighs it. */
  longestMs: number;
}

/** The trace's complete events of one thread, its begin/end pairs made spans too. */
function spansOf(events: TraceEvent[], pid: number, tid: number): Span[] {
  const own = events.filter((e) => e.pid === pid && e.tid === tid).sort((a, b) => a.ts - b.ts);
  const spans: Span[] = [];
  const open = new Map<string, TraceEvent[]>();
  for (const e of own) {
    if (e.ph === 'X' && e.dur !== undefined) spans.push({ ...e, dur: e.dur });
    else if (e.ph === 'B') open.set(e.name, [...(open.get(e.name) ?? []), e]);
    else if (e.ph === 'E') {
      const begin = open.get(e.name)?.pop();
      if (begin) spans.push({ ...begin, ph: 'X', dur: e.ts - begin.ts });
    }
  }
  return spans;
}

/**
 * Reads the load of `url` from its trace: the thread that parsed the document, the first style pass over more than
 * 20 elements and the first layout of more than 20 objects on it, and its longest task that parses the document or
 * updates its style or layout and runs no script, weighted. Undefined when the trace has no parse of `url`.
 */
export function readFirstRendering(events: TraceEvent[], url: string): FirstRendering | undefined {
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url));
  if (!parse) return undefined;
  const spans = spansOf(events, parse.pid, parse.tid);
  const first = (name: string, size: (s: Span) => number) =>
    spans.filter((s) => s.name === name && size(s) > 20).sort((a, b) => a.ts - b.ts)[0];
  const style = first('UpdateLayoutTree', (s) => s.args?.elementCount ?? 0);
  const layout = first('Layout', (s) => s.args?.beginData?.totalObjects ?? 0);
  let longestMs = 0;
  for (const task of spans.filter((s) => s.name === 'RunTask')) {
    const inside = spans.filter((s) => s !== task && s.ts >= task.ts && s.ts + s.dur <= task.ts + task.dur);
    if (inside.some((s) => SCRIPT_EVENTS.has(s.name) && s.dur > SCRIPT_US)) continue;
    const laysOut = inside.some((s) => s.name === 'Layout');
    if (!laysOut && !inside.some((s) => s.name === 'ParseHTML' || s.name === 'UpdateLayoutTree')) continue;
    longestMs = Math.max(longestMs, (task.dur / 1000) * (laysOut ? LAYOUT_SLOWDOWN : SLOWDOWN));
  }
  return {
    styleMs: (style?.dur ?? 0) / 1000,
    styleElements: style?.args?.elementCount ?? 0,
    layoutMs: (layout?.dur ?? 0) / 1000,
    layoutObjects: layout?.args?.beginData?.totalObjects ?? 0,
    longestMs,
  };
}
