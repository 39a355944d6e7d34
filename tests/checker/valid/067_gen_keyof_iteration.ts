interface Dims {
  width: number;
  height: number;
  depth: number;
}
const d: Dims = { width: 2, height: 3, depth: 4 };
const dimKeys: (keyof Dims)[] = ["width", "height", "depth"];
let volume = 1;
for (const k of dimKeys) volume *= d[k];
console.log(volume);
