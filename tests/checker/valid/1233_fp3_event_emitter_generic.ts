type Listener<T> = (payload: T) => void;

class Emitter<Events extends Record<string, unknown>> {
  private listeners: { [K in keyof Events]?: Listener<Events[K]>[] } = {};
  on<K extends keyof Events>(event: K, fn: Listener<Events[K]>): () => void {
    (this.listeners[event] ??= []).push(fn);
    return () => this.off(event, fn);
  }
  off<K extends keyof Events>(event: K, fn: Listener<Events[K]>): void {
    const list = this.listeners[event];
    if (!list) return;
    const i = list.indexOf(fn);
    if (i >= 0) list.splice(i, 1);
  }
  once<K extends keyof Events>(event: K, fn: Listener<Events[K]>): void {
    const off = this.on(event, (p) => {
      off();
      fn(p);
    });
  }
  emit<K extends keyof Events>(event: K, payload: Events[K]): number {
    const list = [...(this.listeners[event] ?? [])];
    list.forEach((fn) => fn(payload));
    return list.length;
  }
}

interface ShopEvents {
  added: { sku: string; qty: number };
  removed: { sku: string };
  checkout: { total: number; items: number };
  [key: string]: unknown;
}

class Cart extends Emitter<ShopEvents> {
  private items = new Map<string, number>();
  add(sku: string, qty = 1): this {
    this.items.set(sku, (this.items.get(sku) ?? 0) + qty);
    this.emit("added", { sku, qty });
    return this;
  }
  remove(sku: string): this {
    if (this.items.delete(sku)) this.emit("removed", { sku });
    return this;
  }
  checkout(prices: Record<string, number>): number {
    let total = 0;
    this.items.forEach((qty, sku) => (total += qty * (prices[sku] ?? 0)));
    this.emit("checkout", { total, items: this.items.size });
    this.items.clear();
    return total;
  }
}

const cart = new Cart();
const log: string[] = [];
const stop = cart.on("added", ({ sku, qty }) => log.push(`+${qty} ${sku}`));
cart.on("removed", (p) => log.push(`-${p.sku}`));
cart.once("checkout", ({ total, items }) => log.push(`paid ${total.toFixed(2)} for ${items}`));
cart.add("apple", 3).add("pear").remove("pear").add("fig", 2);
stop();
cart.add("kiwi");
const t = cart.checkout({ apple: 0.5, fig: 1.25, kiwi: 2 });
cart.checkout({});
console.log(log, t, cart.emit("custom", 42));
