interface State { n: number }
const init: State = { n: 0 };
function reducer(state: State = init, action: string): State { return state; }
type Reducer<S, A> = (state: S | undefined, action: A) => S;
function take<S, A>(r: Reducer<S, A>): S { return r(undefined, "" as any); }
take(reducer);
const r2: Reducer<State, string> = reducer;
