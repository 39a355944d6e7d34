// Generic repository with abstract base, constrained generics, and a type guard method.
interface Entity { id: string; createdAt: number }
interface Project extends Entity { name: string; ownerId: string; archived: boolean }
interface Member extends Entity { email: string; projects: string[] }

abstract class Repo<T extends Entity> {
  protected rows = new Map<string, T>();
  private seq = 0;
  abstract readonly kind: string;
  protected abstract validate(row: T): string | undefined;

  insert(data: Omit<T, "id" | "createdAt">, now: number): T {
    const row = { ...data, id: `${this.kind}-${++this.seq}`, createdAt: now } as T;
    const problem = this.validate(row);
    if (problem) throw new Error(`${this.kind}: ${problem}`);
    this.rows.set(row.id, row);
    return row;
  }

  get(id: string): T | undefined {
    return this.rows.get(id);
  }

  where<K extends keyof T>(key: K, value: T[K]): T[] {
    return [...this.rows.values()].filter((r) => r[key] === value);
  }

  has(id: unknown): id is string {
    return typeof id === "string" && this.rows.has(id);
  }

  get size(): number {
    return this.rows.size;
  }
}

class ProjectRepo extends Repo<Project> {
  readonly kind = "prj";
  protected validate(row: Project): string | undefined {
    return row.name.trim().length < 3 ? `name '${row.name}' too short` : undefined;
  }
}

class MemberRepo extends Repo<Member> {
  readonly kind = "mem";
  protected validate(row: Member): string | undefined {
    if (!row.email.includes("@")) return `bad email ${row.email}`;
    return this.where("email", row.email).length > 0 ? "duplicate email" : undefined;
  }
}

const projects = new ProjectRepo();
const members = new MemberRepo();
let clock = 1_700_000_000_000;
const tick = () => (clock += 60_000);

const p1 = projects.insert({ name: "Atlas", ownerId: "u1", archived: false }, tick());
const p2 = projects.insert({ name: "Borealis", ownerId: "u2", archived: true }, tick());
for (const attempt of [
  () => projects.insert({ name: "X", ownerId: "u3", archived: false }, tick()),
  () => members.insert({ email: "a@x.io", projects: [p1.id] }, tick()),
  () => members.insert({ email: "a@x.io", projects: [] }, tick()),
  () => members.insert({ email: "nope", projects: [p2.id] }, tick()),
]) {
  try {
    const row = attempt();
    console.log("inserted", row.id);
  } catch (err) {
    console.log("rejected:", (err as Error).message);
  }
}
const candidate: unknown = p1.id;
if (projects.has(candidate)) console.log("known project", candidate.toUpperCase());
console.log("active:", projects.where("archived", false).map((p) => p.name));
console.log("sizes", projects.size, members.size);
const ages = [p1, p2].map((p) => ((clock - p.createdAt) / 60_000).toFixed(0) + "m");
console.log(ages);
