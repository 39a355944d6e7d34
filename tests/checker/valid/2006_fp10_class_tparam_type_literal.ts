type Handler<A extends unknown[]> = (...args: A) => void;
function once<A extends unknown[]>(fn: Handler<A>): Handler<A> {
  return fn;
}
class Channel<E extends { [K in keyof E]: unknown[] }> {
  on<K extends keyof E>(event: K, h: Handler<E[K]>): this {
    console.log(event, h);
    return this;
  }
}
const seen: number[] = [];
new Channel<{ tick: [n: number] }>().on("tick", once((n) => seen.push(n)));
class Channel2<E extends Record<string, unknown[]>> {
  on<K extends keyof E>(event: K, h: Handler<E[K]>): this {
    console.log(event, h);
    return this;
  }
}
new Channel2<{ tick: [n: number] }>().on("tick", once((n) => seen.push(n)));
