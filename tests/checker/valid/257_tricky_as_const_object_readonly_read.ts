const LIMITS = { min: 0, max: 100 } as const;
function clamp(v: number): number {
  return Math.min(Math.max(v, LIMITS.min), LIMITS.max);
}
console.log(clamp(150), clamp(-5));
