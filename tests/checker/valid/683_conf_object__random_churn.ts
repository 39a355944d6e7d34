// Random churn (a fixed-seed generator, so node and secexec see the same operations): property
// adds, deletes and lookups on objects of every size, array push/pop/shift/unshift/splice/index
// writes, and string slices of strings being appended to. Prints digests along the way.
let seed = 12345;
function rand(n: number): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
}
function digest(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) % 1000000007;
  return h;
}

const objects: Record<string, number>[] = [{}, {}, {}];
for (let step = 0; step < 20000; step++) {
  const o = objects[rand(3)];
  const key = "p" + rand(step % 7 === 0 ? 400 : 60);
  const op = rand(10);
  if (op < 5) o[key] = step;
  else if (op < 8) delete o[key];
  else if (!(key in o) && o[key] !== undefined) console.log("lookup disagrees", key);
  if (step % 4000 === 3999)
    console.log(step, objects.map((x) => Object.keys(x).length).join(","),
      objects.map((x) => digest(JSON.stringify(x))).join(","));
}
let order = "";
for (const k in objects[1]) order += k;
console.log(digest(order), Object.entries(objects[2]).slice(0, 5));

const arrays: number[][] = [[], [], []];
for (let step = 0; step < 20000; step++) {
  const a = arrays[rand(3)];
  const op = rand(12);
  if (op < 4) a.push(step);
  else if (op < 6) a.shift();
  else if (op < 7) a.pop();
  else if (op < 8) a.unshift(-step);
  else if (op < 9 && a.length > 0) a.splice(rand(a.length), rand(3), step, step + 1);
  else if (op < 10 && a.length > 0) a[rand(a.length)] = step * 2;
  else if (op < 11) a.length = Math.max(0, a.length - rand(2));
  else a.push(...[step, step]);
  if (step % 4000 === 3999)
    console.log(step, arrays.map((x) => x.length).join(","), arrays.map((x) => digest(x.join(" "))).join(","));
}
console.log(arrays.map((x) => x.slice(0, 3).concat(x.slice(-3)).join(" ")).join(" | "));

const pieces: string[] = ["", "", ""];
for (let step = 0; step < 6000; step++) {
  const i = rand(3);
  const op = rand(6);
  const s = pieces[i];
  if (op < 3) pieces[i] = s + String.fromCharCode(97 + rand(26)).repeat(1 + rand(40));
  else if (op < 4) pieces[i] = s.slice(rand(s.length + 1));
  else if (op < 5) pieces[i] = `${s}${step}${rand(2) ? "é" : ""}`;
  else pieces[(i + 1) % 3] = s.slice(rand(s.length + 1), s.length - rand(3));
  if (step % 1500 === 1499) console.log(step, pieces.map((p) => p.length + ":" + digest(p)).join(" "));
}
