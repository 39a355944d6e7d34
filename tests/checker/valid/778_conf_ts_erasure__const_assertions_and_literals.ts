// as const objects and arrays are plain values at runtime (not frozen).
const cfg = { mode: "dark", sizes: [1, 2] } as const;
const tuple = ["a", 1] as const;
(cfg as any).mode = "light";
console.log(cfg, tuple, Object.isFrozen(cfg), typeof tuple[1]);
type Mode = typeof cfg.mode;
const m: Mode = "dark";
console.log(m);
