interface State { n: number }
const init: State = { n: 0 };
function reducer(state: State = init, action: string): State { return { n: state.n + action.length }; }
const bad: (s: State, a: number) => State = reducer;
reducer(undefined, "x");
reducer(init);
function g(a: number | undefined = 3, b?: string) { return a.toFixed(1) + (b ?? ""); }
const h = (x = "s", y: number) => x.length + y;
h(undefined, 2);
const k: string = h;
console.log(g(), g(undefined, "b"));
