type State =
  | { tag: "idle" }
  | { tag: "running"; startedAt: number }
  | { tag: "done"; result: string }
  | { tag: "failed"; error: Error };
type Ev = { type: "start"; at: number } | { type: "finish"; result: string } | { type: "fail"; message: string };
function step(s: State, e: Ev): State {
  switch (s.tag) {
    case "idle":
      return e.type === "start" ? { tag: "running", startedAt: e.at } : s;
    case "running":
      if (e.type === "finish") return { tag: "done", result: e.result };
      if (e.type === "fail") return { tag: "failed", error: new Error(e.message) };
      return s;
    default:
      return s;
  }
}
let st: State = { tag: "idle" };
for (const e of [{ type: "start", at: 1 }, { type: "finish", result: "ok" }] satisfies Ev[]) st = step(st, e);
console.log(st.tag === "done" ? st.result : st.tag);
