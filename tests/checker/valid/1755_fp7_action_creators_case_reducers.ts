// Action creators object and reducer map typed via ReturnType over keyof typeof.
const actions = {
  addItem: (name: string, price: number) => ({ type: "addItem", payload: { name, price } }) as const,
  removeItem: (name: string) => ({ type: "removeItem", payload: { name } }) as const,
  applyCoupon: (code: string, percent: number) => ({ type: "applyCoupon", payload: { code, percent } }) as const,
  clear: () => ({ type: "clear" }) as const,
};

type ActionCreators = typeof actions;
type Action = ReturnType<ActionCreators[keyof ActionCreators]>;
type ActionType = Action["type"];

interface CartState {
  items: { name: string; price: number }[];
  coupon: { code: string; percent: number } | null;
}

type CaseReducers<S, A extends { type: string }> = {
  [T in A["type"]]: (state: S, action: Extract<A, { type: T }>) => S;
};

const cases: CaseReducers<CartState, Action> = {
  addItem: (s, { payload }) => ({ ...s, items: [...s.items, payload] }),
  removeItem: (s, a) => ({ ...s, items: s.items.filter((i) => i.name !== a.payload.name) }),
  applyCoupon: (s, a) => ({ ...s, coupon: a.payload.percent > 0 ? { ...a.payload } : null }),
  clear: () => ({ items: [], coupon: null }),
};

function reduce(state: CartState, action: Action): CartState {
  const handler = cases[action.type] as (s: CartState, a: Action) => CartState;
  return handler(state, action);
}

function total(s: CartState): number {
  const sum = s.items.reduce((acc, i) => acc + i.price, 0);
  return s.coupon ? Math.round(sum * (100 - s.coupon.percent)) / 100 : sum;
}

const script: Action[] = [
  actions.addItem("pen", 2.5),
  actions.addItem("book", 12),
  actions.addItem("bag", 30),
  actions.removeItem("pen"),
  actions.applyCoupon("SAVE10", 10),
];

let state: CartState = { items: [], coupon: null };
const seen = new Set<ActionType>();
for (const a of script) {
  state = reduce(state, a);
  seen.add(a.type);
  console.log(a.type.padEnd(12), total(state));
}
state = reduce(state, actions.clear());
console.log(JSON.stringify(state), [...seen].join(","));
