let parsed: unknown;
let count: number;
try {
  parsed = JSON.parse("[1,2]");
  count = (parsed as number[]).length;
} catch (e) {
  console.log("bad json");
}
console.log(count);
