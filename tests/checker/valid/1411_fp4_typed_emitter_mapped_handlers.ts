// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Events = {
  login: { user: string; at: number };
  logout: { user: string; reason?: string };
  error: Error;
};
type EventName = keyof Events;
type Handler<K extends EventName> = (e: Events[K]) => void;

class Emitter<E extends Record<string, unknown>> {
  private handlers: { [K in keyof E]?: Array<(e: E[K]) => void> } = {};

  on<K extends keyof E>(k: K, h: (e: E[K]) => void): () => void {
    const list = (this.handlers[k] ??= []);
    list.push(h);
    return () => {
      const i = list.indexOf(h);
      if (i >= 0) list.splice(i, 1);
    };
  }

  emit<K extends keyof E>(k: K, e: E[K]): number {
    const list = this.handlers[k];
    if (!list) return 0;
    for (const h of list) h(e);
    return list.length;
  }
}

const bus = new Emitter<Events>();
const log: string[] = [];
const off = bus.on("login", (e) => log.push(`in:${e.user}@${e.at}`));
bus.on("logout", ({ user, reason }) => log.push(`out:${user}:${reason ?? "none"}`));
bus.on("error", (err) => log.push(`err:${err.message}`));

bus.emit("login", { user: "ann", at: 1 });
bus.emit("logout", { user: "ann" });
off();
console.log(bus.emit("login", { user: "bob", at: 2 }));
bus.emit("error", new Error("boom"));
console.log(log);

const table: Record<EventName, Handler<EventName>[]> = { login: [], logout: [], error: [] };
console.log(Object.keys(table).length);

type Listener<T> = T extends Error ? "error-listener" : "data-listener";
const kinds: { [K in EventName]: Listener<Events[K]> } = {
  login: "data-listener",
  logout: "data-listener",
  error: "error-listener",
};
console.log(kinds);
