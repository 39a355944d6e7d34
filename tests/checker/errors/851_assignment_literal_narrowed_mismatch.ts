type State = "idle" | "running" | "done";
let st: State | undefined;
st = "idle";
const s1: "running" = st;
let n: 1 | 2 | undefined;
n = 1;
if (n === 2) console.log("two");
