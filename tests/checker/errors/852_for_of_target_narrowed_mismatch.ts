let cur: string | number = "start";
for (cur of [1, 2, 3]) {
  console.log(cur.toUpperCase());
}
let pair: [string, number] | undefined;
let name: string | boolean = false;
for ([name] of [["x", 1]] as [string, number][]) console.log(name.toFixed(1), pair);
