// Typed event bus with wildcard listeners and once().
type EventMap = {
  "user:login": { userId: string; at: number };
  "user:logout": { userId: string };
  "cart:add": { sku: string; qty: number };
  error: Error;
};

type Listener<T> = (payload: T) => void;

class EventBus<Events extends Record<string, unknown>> {
  private listeners: { [K in keyof Events]?: Listener<Events[K]>[] } = {};
  private anyListeners: Array<<K extends keyof Events>(name: K, payload: Events[K]) => void> = [];

  on<K extends keyof Events>(name: K, fn: Listener<Events[K]>): () => void {
    const list = this.listeners[name] ?? [];
    list.push(fn);
    this.listeners[name] = list;
    return () => this.off(name, fn);
  }

  once<K extends keyof Events>(name: K, fn: Listener<Events[K]>): void {
    const off = this.on(name, (p) => {
      off();
      fn(p);
    });
  }

  off<K extends keyof Events>(name: K, fn: Listener<Events[K]>): void {
    const list = this.listeners[name];
    if (!list) return;
    const i = list.indexOf(fn);
    if (i >= 0) list.splice(i, 1);
  }

  onAny(fn: <K extends keyof Events>(name: K, payload: Events[K]) => void): void {
    this.anyListeners.push(fn);
  }

  emit<K extends keyof Events>(name: K, payload: Events[K]): number {
    const list = this.listeners[name] ?? [];
    for (const fn of [...list]) fn(payload);
    for (const fn of this.anyListeners) fn(name, payload);
    return list.length;
  }
}

const bus = new EventBus<EventMap>();
const log: string[] = [];

bus.onAny((name, payload) => log.push(`${String(name)}:${JSON.stringify(payload instanceof Error ? payload.message : payload)}`));

const stop = bus.on("user:login", ({ userId, at }) => console.log(`login ${userId} @${at}`));
bus.once("cart:add", (p) => console.log(`first add ${p.sku} x${p.qty}`));
bus.on("error", (e) => console.log("error:", e.message));

bus.emit("user:login", { userId: "u1", at: 100 });
bus.emit("cart:add", { sku: "A1", qty: 2 });
bus.emit("cart:add", { sku: "B2", qty: 1 });
stop();
console.log("listeners after stop:", bus.emit("user:login", { userId: "u2", at: 200 }));
bus.emit("user:logout", { userId: "u1" });
bus.emit("error", new Error("boom"));
console.log(log.join("\n"));
