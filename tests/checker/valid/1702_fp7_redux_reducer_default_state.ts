// Redux-like store with action creators and ReturnType.
const increment = (by: number = 1) => ({ type: "counter/increment" as const, by });
const reset = () => ({ type: "counter/reset" as const });
const addTodo = (text: string) => ({ type: "todos/add" as const, text, id: Math.floor(text.length * 7) });
const toggleTodo = (id: number) => ({ type: "todos/toggle" as const, id });

type Action =
  | ReturnType<typeof increment>
  | ReturnType<typeof reset>
  | ReturnType<typeof addTodo>
  | ReturnType<typeof toggleTodo>;

interface Todo {
  id: number;
  text: string;
  done: boolean;
}

interface State {
  counter: number;
  todos: readonly Todo[];
}

const initialState: State = { counter: 0, todos: [] };

function reducer(state: State = initialState, action: Action): State {
  switch (action.type) {
    case "counter/increment":
      return { ...state, counter: state.counter + action.by };
    case "counter/reset":
      return { ...state, counter: 0 };
    case "todos/add":
      return { ...state, todos: [...state.todos, { id: action.id, text: action.text, done: false }] };
    case "todos/toggle":
      return {
        ...state,
        todos: state.todos.map((t) => (t.id === action.id ? { ...t, done: !t.done } : t)),
      };
    default:
      return state;
  }
}

type Reducer<S, A> = (state: S | undefined, action: A) => S;

function createStore<S, A extends { type: string }>(r: Reducer<S, A>) {
  let state = r(undefined, { type: "@@init" } as A);
  const subs = new Set<(s: S) => void>();
  return {
    getState: () => state,
    dispatch(action: A) {
      state = r(state, action);
      subs.forEach((fn) => fn(state));
      return action;
    },
    subscribe(fn: (s: S) => void) {
      subs.add(fn);
      return () => subs.delete(fn);
    },
  };
}

const store = createStore(reducer);
const unsub = store.subscribe((s) => console.log("counter", s.counter, "todos", s.todos.length));
store.dispatch(increment());
store.dispatch(increment(5));
const added = store.dispatch(addTodo("write tests"));
store.dispatch(addTodo("ship"));
store.dispatch(toggleTodo(added.type === "todos/add" ? added.id : -1));
unsub();
store.dispatch(reset());
const final = store.getState();
console.log(JSON.stringify(final));
console.log(final.todos.filter((t) => t.done).map((t) => t.text));
