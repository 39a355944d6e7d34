interface Todo { id: number; text: string; done: boolean }
type Action = { type: "add"; text: string } | { type: "toggle"; id: number } | { type: "clear" };
function reducer(state: readonly Todo[], a: Action): Todo[] {
  switch (a.type) {
    case "add": return [...state, { id: state.length + 1, text: a.text, done: false }];
    case "toggle": return state.map((t) => (t.id === a.id ? { ...t, done: !t.done } : t));
    case "clear": return state.filter((t) => !t.done);
  }
}
const actions: Action[] = [{ type: "add", text: "a" }, { type: "add", text: "b" }, { type: "toggle", id: 1 }, { type: "clear" }];
console.log(actions.reduce(reducer, []));
