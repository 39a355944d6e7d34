type Listener<T> = (payload: T) => void;
interface EventMap { login: { user: string }; logout: { user: string; reason?: string }; tick: number }

function createBus() {
  const listeners = new Map<keyof EventMap, Listener<any>[]>();
  function on<K extends keyof EventMap>(name: K, fn: Listener<EventMap[K]>) {
    const list = listeners.get(name) ?? [];
    list.push(fn);
    listeners.set(name, list);
    on.registered++;
    return () => off(name, fn);
  }
  on.registered = 0;
  function off<K extends keyof EventMap>(name: K, fn: Listener<EventMap[K]>) {
    const list = listeners.get(name);
    if (!list) return false;
    const i = list.indexOf(fn);
    if (i >= 0) list.splice(i, 1);
    return i >= 0;
  }
  const emit = <K extends keyof EventMap>(name: K, payload: EventMap[K]) => {
    emit.count++;
    for (const fn of listeners.get(name) ?? []) fn(payload);
  };
  emit.count = 0;
  return { on, off, emit };
}

class Session {
  #user: string | null = null;
  get user(): string { return this.#user ?? "anonymous"; }
  set user(v: string | null | undefined) { this.#user = v ?? null; }
  get active() { return this.#user !== null; }
}

const bus = createBus();
const session = new Session();
const stop = bus.on("login", (p) => { session.user = p.user; });
bus.on("logout", (p) => {
  session.user = null;
  console.log(`bye ${p.user}${p.reason ? ` (${p.reason})` : ""}`);
});
let ticks = 0;
bus.on("tick", (n) => { ticks += n; });
bus.emit("login", { user: "ada" });
console.log(session.user, session.active);
bus.emit("tick", 2);
bus.emit("tick", 3);
bus.emit("logout", { user: "ada", reason: "timeout" });
console.log(session.user.toUpperCase(), session.active, ticks);
console.log(stop(), bus.on.registered, bus.emit.count);
