// Observable-like store with selectors, typed keys and unsubscribe.
type Listener<T> = (next: T, prev: T) => void;
type Selector<S, R> = (state: S) => R;

class Store<S extends object> {
  private listeners = new Set<Listener<S>>();
  constructor(private state: S) {}

  get(): Readonly<S> {
    return this.state;
  }

  set<K extends keyof S>(key: K, value: S[K]): void;
  set(patch: Partial<S>): void;
  set<K extends keyof S>(keyOrPatch: K | Partial<S>, value?: S[K]): void {
    const prev = this.state;
    const patch = typeof keyOrPatch === "object" ? keyOrPatch : ({ [keyOrPatch]: value } as Partial<S>);
    this.state = { ...prev, ...patch };
    this.listeners.forEach((l) => l(this.state, prev));
  }

  subscribe(l: Listener<S>): () => void {
    this.listeners.add(l);
    return () => {
      this.listeners.delete(l);
    };
  }

  select<R>(selector: Selector<S, R>, onChange: (value: R) => void): () => void {
    let last = selector(this.state);
    return this.subscribe((next) => {
      const v = selector(next);
      if (!Object.is(v, last)) {
        last = v;
        onChange(v);
      }
    });
  }
}

interface AppState {
  user: { name: string } | null;
  items: string[];
  theme: "light" | "dark";
  version: number;
}

const store = new Store<AppState>({ user: null, items: [], theme: "light", version: 1 });

const stopTheme = store.select(
  (s) => s.theme,
  (t) => console.log("theme ->", t)
);
store.select(
  (s) => s.items.length,
  (n) => console.log("item count ->", n)
);
const stopAll = store.subscribe((next, prev) => {
  if (next.version !== prev.version) console.log(`version ${prev.version} -> ${next.version}`);
});

store.set("theme", "dark");
store.set({ items: ["a", "b"], version: 2 });
store.set("user", { name: "Ada" });
stopTheme();
store.set("theme", "light");
stopAll();
store.set({ version: 3, items: [...store.get().items, "c"] });
const { user, items, theme } = store.get();
console.log(user?.name ?? "anon", items.join(""), theme, store.get().version);
