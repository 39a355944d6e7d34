// Entity factories that decorate inputs (T & {...}) and are assigned to literal-typed records.
type Role = "admin" | "editor" | "viewer";

interface Member {
  name: string;
  role: Role;
  id: number;
  createdAt: number;
}

let nextId = 1;
let clock = 1000;

function withId<T extends object>(x: T): T & { id: number } {
  return { ...x, id: nextId++ };
}

function stamped<T extends object>(x: T): T & { createdAt: number } {
  return { ...x, createdAt: (clock += 10) };
}

const owner: Member = stamped(withId({ name: "Ada", role: "admin" }));
const helper: { name: string; role: Role; id: number } = withId({ name: "Bob", role: "editor" });
const guest: Pick<Member, "name" | "role"> & { createdAt: number } = stamped({ name: "Cy", role: "viewer" });

const team: Member[] = [owner, stamped({ ...helper }), stamped(withId({ name: guest.name, role: guest.role }))];

function canEdit(m: { role: Role }): boolean {
  return m.role === "admin" || m.role === "editor";
}

for (const m of team) {
  console.log(`#${m.id} ${m.name.padEnd(4)} ${m.role.padEnd(6)} edit=${canEdit(m)} at=${m.createdAt}`);
}
const promoted: Member = { ...team[2], role: "editor" };
console.log(promoted.role, canEdit(promoted), team.filter(canEdit).length);
