type Dir = "up" | "down" | undefined;
let d: Dir;
d = "up";
const up: "up" = d;
let e: Dir;
[e] = ["up"];
const up2: "up" = e;
console.log(up, up2);
