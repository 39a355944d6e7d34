type Dir = { name: string; files: Map<string, number>; dirs: Map<string, Dir>; parent?: Dir };
const root: Dir = { name: "/", files: new Map(), dirs: new Map() };
let cwd = root;
for (const line of ["$ cd a", "100 x.txt", "$ cd ..", "50 y.txt"]) {
  const parts = line.split(" ");
  if (parts[0] === "$") {
    if (parts[2] === "..") cwd = cwd.parent ?? root;
    else {
      const name = parts[2];
      let d = cwd.dirs.get(name);
      if (!d) {
        d = { name, files: new Map(), dirs: new Map(), parent: cwd };
        cwd.dirs.set(name, d);
      }
      cwd = d;
    }
  } else cwd.files.set(parts[1], Number(parts[0]));
}
function size(d: Dir): number {
  let s = 0;
  for (const v of d.files.values()) s += v;
  for (const c of d.dirs.values()) s += size(c);
  return s;
}
console.log(size(root));
