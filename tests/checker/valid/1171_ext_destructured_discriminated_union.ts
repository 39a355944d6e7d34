// TS 4.6: `const { kind, payload } = action` keeps the link between the two, so checking `kind`
// narrows `payload` (if and switch alike).
type Action =
  | { kind: "add"; payload: number }
  | { kind: "rename"; payload: string }
  | { kind: "reset"; payload: null };
function apply(state: { total: number; name: string }, action: Action) {
  const { kind, payload } = action;
  if (kind === "add") return { ...state, total: state.total + payload * 1 };
  switch (kind) {
    case "rename":
      return { ...state, name: payload.trim() };
    default:
      return { total: 0, name: payload ?? "none" };
  }
}
let s = { total: 0, name: "x" };
const actions: Action[] = [
  { kind: "add", payload: 5 },
  { kind: "rename", payload: "  acc " },
  { kind: "add", payload: 2 },
];
for (const a of actions) s = apply(s, a);
console.log(s, apply(s, { kind: "reset", payload: null }));
