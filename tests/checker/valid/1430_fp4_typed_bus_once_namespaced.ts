// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
interface AppEvents {
  "user:created": { id: number; name: string };
  "user:deleted": { id: number };
  "order:paid": { orderId: string; amount: number };
  tick: number;
}

type Handler<T> = (payload: T) => void;
type Registry<E> = { [K in keyof E]: Handler<E[K]>[] };

class TypedBus<E extends object> {
  private reg: Partial<Registry<E>> = {};
  private history: Array<{ [K in keyof E]: { type: K; payload: E[K] } }[keyof E]> = [];

  on<K extends keyof E>(type: K, h: Handler<E[K]>): this {
    (this.reg[type] ??= []).push(h);
    return this;
  }

  once<K extends keyof E>(type: K): Promise<E[K]> {
    return new Promise((resolve) => {
      const wrapper: Handler<E[K]> = (p) => {
        this.off(type, wrapper);
        resolve(p);
      };
      this.on(type, wrapper);
    });
  }

  off<K extends keyof E>(type: K, h: Handler<E[K]>): void {
    const list = this.reg[type];
    if (list) this.reg[type] = list.filter((x) => x !== h);
  }

  emit<K extends keyof E>(type: K, payload: E[K]): void {
    this.history.push({ type, payload } as { [P in keyof E]: { type: P; payload: E[P] } }[keyof E]);
    this.reg[type]?.forEach((h) => h(payload));
  }

  count(): number {
    return this.history.length;
  }
}

const bus = new TypedBus<AppEvents>();
const seen: string[] = [];
bus
  .on("user:created", ({ id, name }) => seen.push(`created ${id} ${name}`))
  .on("order:paid", (p) => seen.push(`paid ${p.orderId} ${p.amount.toFixed(2)}`))
  .on("tick", (n) => {
    if (n % 2 === 0) seen.push(`tick ${n}`);
  });

const deleted = bus.once("user:deleted");
bus.emit("user:created", { id: 1, name: "ann" });
bus.emit("tick", 1);
bus.emit("tick", 2);
bus.emit("user:deleted", { id: 1 });
bus.emit("user:deleted", { id: 2 });
bus.emit("order:paid", { orderId: "A-9", amount: 19.999 });
const d = await deleted;
console.log(seen, d.id, bus.count());

type Namespaced<E, NS extends string> = {
  [K in keyof E as K extends `${NS}:${infer Rest}` ? Rest : never]: E[K];
};
type UserEvents = Namespaced<AppEvents, "user">;
const ue: UserEvents = { created: { id: 2, name: "bo" }, deleted: { id: 2 } };
console.log(Object.keys(ue));
