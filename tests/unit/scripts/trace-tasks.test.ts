import { describe, expect, it } from 'vitest';
import { readFirstRendering, type TraceEvent } from '../../../scripts/trace-tasks.ts';

const URL_ = 'http://127.0.0.1:4000/thank-you';
const page = { pid: 2, tid: 7 };
/** A complete event of the page's main thread, times in ms. */
const x = (name: string, at: number, ms: number, args?: TraceEvent['args']): TraceEvent => ({
  name,
  ph: 'X',
  ts: at * 1000,
  dur: ms * 1000,
  ...page,
  args,
});
const begin = (name: string, at: number, args?: TraceEvent['args']): TraceEvent => ({
  name,
  ph: 'B',
  ts: at * 1000,
  ...page,
  args,
});
const end = (name: string, at: number): TraceEvent => ({ name, ph: 'E', ts: at * 1000, ...page });

describe('readFirstRendering', () => {
  it('reads the first style pass and layout of more than 20, and weighs the tasks as the simulation does', () => {
    const events = [
      // The parse: begin/end pairs, as Chromium writes them; four times its 12 ms.
      x('RunTask', 0, 12),
      begin('ParseHTML', 0.5, { beginData: { url: URL_ } }),
      end('ParseHTML', 11.5),
      // A small style pass and layout first (the head), then the first rendering: twice its 20 ms.
      x('RunTask', 20, 3),
      x('UpdateLayoutTree', 20.5, 1, { elementCount: 5 }),
      x('Layout', 21.5, 1, { beginData: { totalObjects: 6 } }),
      x('RunTask', 30, 20),
      x('UpdateLayoutTree', 30.5, 6, { elementCount: 170 }),
      x('Layout', 37, 11, { beginData: { totalObjects: 222 } }),
      // A task of the page's script is not the document's, however long.
      x('RunTask', 60, 40),
      x('FunctionCall', 60.5, 30),
      x('Layout', 91, 2, { beginData: { totalObjects: 222 } }),
      // Another process's parse is not this page's.
      { ...x('RunTask', 110, 90), pid: 3 },
      { ...x('ParseHTML', 110, 89, { beginData: { url: URL_ } }), pid: 3 },
    ];
    expect(readFirstRendering(events, URL_)).toEqual({
      styleMs: 6,
      styleElements: 170,
      layoutMs: 11,
      layoutObjects: 222,
      longestMs: 48,
    });
  });

  it('counts a parse task four times and a task with a layout twice', () => {
    const parseOnly = [x('RunTask', 0, 15), x('ParseHTML', 0, 14, { beginData: { url: URL_ } })];
    expect(readFirstRendering(parseOnly, URL_)?.longestMs).toBe(60);
    const withLayout = [...parseOnly, x('Layout', 14.2, 0.5, { beginData: { totalObjects: 3 } })];
    expect(readFirstRendering(withLayout, URL_)?.longestMs).toBe(30);
  });

  it('finds the page by the address it parsed, and nothing without it', () => {
    const events = [x('RunTask', 0, 5), x('ParseHTML', 0, 4, { beginData: { url: 'about:blank' } })];
    expect(readFirstRendering(events, URL_)).toBeUndefined();
  });
});
