type Shape = { kind: "circle"; r: number } | { kind: "square"; side: number };
const nums = [1, 2, 3];
const s1: Shape[] = nums.map((n) => (n % 2 ? { kind: "circle", r: n } : { kind: "square", side: n }));
const s2: Shape[] = nums.map((n) => ({ kind: "circle", r: n }));
const s3: Promise<Shape> = Promise.resolve(1).then((r) => ({ kind: "circle", r }));
const s4: Shape | undefined = nums.map((n): Shape => ({ kind: "square", side: n })).find((s) => s.kind === "square");
const s5: Map<string, Shape> = new Map(nums.map((n) => [`s${n}`, { kind: "square", side: n }]));
const s6: Record<string, Shape> = Object.fromEntries(nums.map((n) => [`c${n}`, { kind: "circle", r: n }]));
const s7: Shape[] = nums.flatMap((n) => (n > 1 ? [{ kind: "circle", r: n }] : []));
const s8: Shape = nums.reduce<Shape>((acc, n) => (n > 2 ? { kind: "square", side: n } : acc), { kind: "circle", r: 0 });
const s9: Array<Shape & { id: number }> = nums.map((id) => ({ id, kind: "circle", r: id }));
function make<T>(f: () => T): T { return f(); }
const s10: Shape = make(() => ({ kind: "circle", r: 2 }));
const s11: Shape[] = Array.from({ length: 2 }, (_, i) => ({ kind: "square", side: i }));
const s12: Promise<Shape[]> = Promise.all(nums.map(async (n) => ({ kind: "circle", r: n })));
console.log(s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12);
