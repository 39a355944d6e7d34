type Events = { data: [payload: string]; close: []; error: [err: Error] };
class Emitter<E extends Record<string, unknown[]>> {
  private ls: { [K in keyof E]?: ((...a: E[K]) => void)[] } = {};
  on<K extends keyof E>(k: K, f: (...a: E[K]) => void): void {
    (this.ls[k] ??= []).push(f);
  }
  emit<K extends keyof E>(k: K, ...a: E[K]): void {
    for (const f of this.ls[k] ?? []) f(...a);
  }
}
const em = new Emitter<Events>();
em.on("data", (p) => console.log(p.toUpperCase()));
em.on("error", (e) => console.log(e.message));
em.emit("data", "x");
em.emit("close");
