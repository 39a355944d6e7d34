const pair = [1, "one"] as const;
const [num, word] = pair;
console.log(num + 1, word.toUpperCase());
const dirs = ["north", "south", "east", "west"] as const;
type Dir = (typeof dirs)[number];
function turn(d: Dir): Dir {
  const i = dirs.indexOf(d);
  return dirs[(i + 1) % dirs.length];
}
console.log(turn("west"));
