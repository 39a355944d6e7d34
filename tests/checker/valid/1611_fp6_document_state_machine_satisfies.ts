// Event log state machine with a discriminated union, satisfies, as const tables and exhaustive switch.
const TRANSITIONS = {
  draft: ["review", "archived"],
  review: ["draft", "published"],
  published: ["archived"],
  archived: [],
} as const satisfies Record<string, readonly string[]>;

type Status = keyof typeof TRANSITIONS;
type Event =
  | { type: "create"; id: string; title: string }
  | { type: "move"; id: string; to: Status }
  | { type: "edit"; id: string; patch: { title?: string; body?: string } }
  | { type: "delete"; id: string };

interface Doc { id: string; title: string; body: string; status: Status; revisions: number }

function canMove(from: Status, to: Status): boolean {
  const allowed: readonly Status[] = TRANSITIONS[from];
  return allowed.includes(to);
}

function assertNever(x: never): never {
  throw new Error(`unexpected event ${JSON.stringify(x)}`);
}

function apply(docs: Map<string, Doc>, ev: Event): string | null {
  switch (ev.type) {
    case "create":
      if (docs.has(ev.id)) return `${ev.id} exists`;
      docs.set(ev.id, { id: ev.id, title: ev.title, body: "", status: "draft", revisions: 0 });
      return null;
    case "move": {
      const d = docs.get(ev.id);
      if (!d) return `${ev.id} missing`;
      if (!canMove(d.status, ev.to)) return `${ev.id}: ${d.status} -> ${ev.to} not allowed`;
      d.status = ev.to;
      return null;
    }
    case "edit": {
      const d = docs.get(ev.id);
      if (!d) return `${ev.id} missing`;
      if (d.status === "archived") return `${ev.id} is archived`;
      Object.assign(d, ev.patch);
      d.revisions++;
      return null;
    }
    case "delete":
      return docs.delete(ev.id) ? null : `${ev.id} missing`;
    default:
      return assertNever(ev);
  }
}

const events: Event[] = [
  { type: "create", id: "a", title: "Intro" },
  { type: "create", id: "b", title: "Pricing" },
  { type: "edit", id: "a", patch: { body: "Hello" } },
  { type: "move", id: "a", to: "published" },
  { type: "move", id: "a", to: "review" },
  { type: "move", id: "a", to: "published" },
  { type: "move", id: "b", to: "archived" },
  { type: "edit", id: "b", patch: { title: "Prices" } },
  { type: "delete", id: "c" },
  { type: "create", id: "a", title: "dup" },
];

const docs = new Map<string, Doc>();
const rejected = events.map((e, i) => [i, apply(docs, e)] as const).filter(([, err]) => err !== null);
for (const [i, err] of rejected) console.log(`#${i}: ${err}`);
for (const d of docs.values()) console.log(`${d.id} "${d.title}" ${d.status} rev=${d.revisions} body=${d.body || "(empty)"}`);
const counts = Object.fromEntries((Object.keys(TRANSITIONS) as Status[]).map((s) => [s, [...docs.values()].filter((d) => d.status === s).length]));
console.log(counts);
