// Many flow facts at once (the environment gets its hash index past 16): unassigned markers,
// assignments in branches, property narrowing, and a function that sees declared types.
declare const flag: boolean;
let v0: number; let v1: number; let v2: number; let v3: number; let v4: number; let v5: number; let v6: number; let v7: number; let v8: number; let v9: number; let v10: number; let v11: number; let v12: number; let v13: number; let v14: number; let v15: number; let v16: number; let v17: number; let v18: number; let v19: number; let v20: number; let v21: number; let v22: number; let v23: number; let v24: number; let v25: number; let v26: number; let v27: number; let v28: number; let v29: number; let v30: number; let v31: number; let v32: number; let v33: number; let v34: number; let v35: number; let v36: number; let v37: number; let v38: number; let v39: number;
const box: { a?: string; b?: number } = {};
if (flag) { v0 = 1; v5 = 2; v17 = 3; } else { v5 = 4; }
console.log(v0, v1, v5, v17);
if (box.a !== undefined) { console.log(box.a.length); v20 = box.a.length; }
console.log(box.a.length, v20);
v2 = 3; console.log(v2 + 1);
box.a = "x"; console.log(box.a.length, box.b.toFixed());
function later(): number { return v39 + v38; }
console.log(later(), v39);
for (let i = 0; i < 3; i++) { v30 = i; }
console.log(v30, v31);
