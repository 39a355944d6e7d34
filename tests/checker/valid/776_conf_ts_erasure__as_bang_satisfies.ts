// as, !, satisfies, angle-bracket-free casts and definite assignment are erased at runtime.
const raw: unknown = { n: 5, s: "x" };
const typed = raw as { n: number; s: string };
const maybe: string | undefined = typed.s;
console.log(typed.n + 1, maybe!.toUpperCase(), (raw as any).missing, ((raw as any) as number[])?.length);
const cfg = { port: 80, host: "h" } satisfies Record<string, string | number>;
console.log(cfg, typeof cfg.port);
let late!: number;
late = 3;
console.log(late, (5 as unknown as string), <any>"angle" === undefined);
const arr = [1, 2, 3] as const;
console.log(arr, Object.isFrozen(arr));
