// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
interface Events {
  progress: { done: number; total: number };
  log: string;
  done: { ok: boolean; ms: number };
}
type EventMap = { [K in keyof Events]: Array<(e: Events[K]) => void> };

function createEmitter() {
  const map: EventMap = { progress: [], log: [], done: [] };
  return {
    on<K extends keyof Events>(k: K, fn: (e: Events[K]) => void) {
      map[k].push(fn);
    },
    emit<K extends keyof Events>(k: K, e: Events[K]) {
      map[k].forEach((fn) => fn(e));
    },
    counts() {
      return Object.fromEntries(Object.entries(map).map(([k, v]) => [k, v.length])) as Record<keyof Events, number>;
    },
  };
}

type Emitter = ReturnType<typeof createEmitter>;

async function download(files: string[], em: Emitter): Promise<string[]> {
  const start = 0;
  let tick = start;
  const got: string[] = [];
  for (const [i, f] of files.entries()) {
    await new Promise((r) => setTimeout(r, 1));
    tick += 7;
    if (f.endsWith(".tmp")) {
      em.emit("log", `skip ${f}`);
      continue;
    }
    got.push(f.toUpperCase());
    em.emit("progress", { done: i + 1, total: files.length });
  }
  em.emit("done", { ok: got.length > 0, ms: tick - start });
  return got;
}

const em = createEmitter();
const bars: string[] = [];
em.on("progress", ({ done, total }) => bars.push(`${"#".repeat(done)}${".".repeat(total - done)}`));
em.on("log", (m) => console.log("log:", m));
em.on("done", (d) => console.log("done", d.ok, `${d.ms}ms`));
const files = await download(["a.txt", "b.tmp", "c.csv", "d.json"], em);
console.log(files, bars, em.counts());
