type Listener<T> = (payload: T) => void;
class Emitter<Events extends Record<string, unknown>> {
  private listeners: { [K in keyof Events]?: Listener<Events[K]>[] } = {};
  on<K extends keyof Events>(name: K, fn: Listener<Events[K]>): void {
    (this.listeners[name] ??= []).push(fn);
  }
  emit<K extends keyof Events>(name: K, payload: Events[K]): void {
    this.listeners[name]?.forEach((fn) => fn(payload));
  }
}
const em = new Emitter<{ tick: number; msg: string }>();
em.on("tick", (n) => console.log(n + 1));
em.on("msg", (s) => console.log(s.toUpperCase()));
em.emit("tick", 1);
em.emit("msg", "hi");
