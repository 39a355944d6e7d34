declare const nums: number[];
const r1: [string, number] = ["a", ...nums];
const r2: [string, ...number[]] = [1, ...nums];
