type Handler<A extends unknown[]> = (...args: A) => void;

class Bus<E extends { [K in keyof E]: unknown[] }> {
  private handlers: { [K in keyof E]?: Handler<E[K]>[] } = {};
  count = 0;

  on<K extends keyof E>(event: K, h: Handler<E[K]>): this {
    (this.handlers[event] ??= []).push(h);
    this.count++;
    return this;
  }
}

class Store<S extends { readonly version: number }, A = { type: string }> {
  constructor(private state: S) {}
  dispatch(action: A): S {
    console.log(action);
    return this.state;
  }
}

const bus = new Bus<{ tick: number[]; stop: [] }>();
console.log(bus.cont);
const store = new Store({ version: 1, items: [] as string[] });
store.dispatch({ type: "add" }).itms;
