// switch: fall-through, default in the middle, strict matching, break/continue inside loops.
function kind(x: unknown) {
  switch (x) {
    case 1:
      return "one";
    case "1":
      return "string one";
    case true:
      return "true";
    case null:
      return "null";
    default:
      return "other";
  }
}
console.log(kind(1), kind("1"), kind(true), kind(null), kind(undefined), kind(2));
function fall(n: number) {
  const out: string[] = [];
  switch (n) {
    case 0:
      out.push("zero");
    case 1:
      out.push("one");
      break;
    default:
      out.push("default");
    case 2:
      out.push("two");
    case 3:
      out.push("three");
      break;
    case 4:
      out.push("four");
  }
  return out.join(",");
}
for (let i = 0; i <= 5; i++) console.log(i, fall(i));
function season(month: number) {
  switch (month) {
    case 12:
    case 1:
    case 2:
      return "winter";
    case 3:
    case 4:
    case 5:
      return "spring";
    case 6:
    case 7:
    case 8:
      return "summer";
    default:
      return "autumn";
  }
}
console.log([1, 4, 7, 10, 12].map(season));
const results: string[] = [];
for (const cmd of ["go", "skip", "go", "stop", "go"]) {
  switch (cmd) {
    case "skip":
      continue;
    case "stop":
      break;
    default:
      results.push(cmd);
  }
  results.push("|");
}
console.log(results.join(""));
function score(n: number) {
  switch (true) {
    case n >= 90:
      return "A";
    case n >= 75:
      return "B";
    default:
      return "C";
  }
}
console.log(score(95), score(80), score(10));
let evaluated = 0;
const pick = (v: number) => {
  evaluated++;
  return v;
};
switch (3) {
  case pick(1):
  case pick(2):
  case pick(3):
  case pick(4):
    console.log("matched, evaluated", evaluated);
}
switch (1) {
  default:
    console.log("only default");
}
switch ("x") {
  case "y":
    console.log("no");
}
console.log("done");
