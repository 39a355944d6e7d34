type State = "idle" | "running" | "done";
let st: State | undefined;
st = "idle";
const s1: "idle" = st;
let flag: boolean | undefined;
flag = true;
const f1: true = flag;
let code: 0 | 1 | 2 | null = null;
code = 2;
const c2: 2 = code;
function step(cur: State): State {
  let next: State | null = null;
  for (let i = 0; i < 3; i++) {
    if (cur === "idle") next = "running";
    else if (cur === "running") next = "done";
    else next = "idle";
  }
  return next ?? cur;
}
let mode: "a" | "b" | number = "a";
mode = 5;
console.log(mode.toFixed(1), s1, f1, c2, step("idle"));
let label: string | undefined;
label = "x";
label = label + "y";
console.log(label.length);
