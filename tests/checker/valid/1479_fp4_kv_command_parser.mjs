function parse(line) {
    const [name, ...args] = line.trim().split(/\s+/);
    switch (name?.toLowerCase()) {
        case "set": {
            const [key, value, flag, ttl] = args;
            if (!key || value === undefined)
                return new Error("usage: SET key value [EX seconds]");
            if (flag && flag.toUpperCase() !== "EX")
                return new Error(`unknown flag ${flag}`);
            return { name: "set", key, value, ...(ttl ? { ttl: Number(ttl) } : {}) };
        }
        case "get": return args[0] ? { name: "get", key: args[0] } : new Error("usage: GET key");
        case "del": return args.length ? { name: "del", keys: args } : new Error("usage: DEL key...");
        case "incr": return args[0] ? { name: "incr", key: args[0], by: Number(args[1] ?? 1) } : new Error("usage: INCR key [by]");
        case "keys": return { name: "keys", pattern: args[0] ?? "*" };
        default: return new Error(`unknown command ${name}`);
    }
}
class Kv {
    clock;
    data = new Map();
    constructor(clock) {
        this.clock = clock;
    }
    live(k) {
        const e = this.data.get(k);
        if (e?.exp !== undefined && e.exp <= this.clock())
            this.data.delete(k);
        return this.data.get(k);
    }
    exec(c) {
        switch (c.name) {
            case "set":
                this.data.set(c.key, { v: c.value, exp: c.ttl === undefined ? undefined : this.clock() + c.ttl * 1000 });
                return "OK";
            case "get": return this.live(c.key)?.v ?? null;
            case "del": return c.keys.filter((k) => this.live(k) && this.data.delete(k)).length;
            case "incr": {
                const n = Number(this.live(c.key)?.v ?? 0) + c.by;
                if (Number.isNaN(n))
                    return "ERR not an integer";
                this.data.set(c.key, { ...this.data.get(c.key), v: String(n) });
                return n;
            }
            case "keys": {
                const re = new RegExp(`^${c.pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".")}$`);
                return [...this.data.keys()].filter((k) => this.live(k) && re.test(k)).sort();
            }
        }
    }
}
let now = 0;
const kv = new Kv(() => now);
const script = ["SET user:1 ann", "SET user:2 bob EX 5", "INCR hits", "INCR hits 10", "GET user:2", "KEYS user:*", "SET x 1 PX 3", "FLY", "DEL user:1 nope", "INCR user:2", "GET"];
for (const line of script) {
    if (line === "KEYS user:*")
        now += 6000;
    const c = parse(line);
    console.log(line.padEnd(16), "=>", c instanceof Error ? `(error) ${c.message}` : JSON.stringify(kv.exec(c)));
}
