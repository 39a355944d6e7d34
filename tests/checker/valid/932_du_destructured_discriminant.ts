type Res = { success: true; data: number[] } | { success: false; reason: string };
function handle(r: Res): string {
  const { success } = r;
  if (success) return `got ${r.data.length}`;
  return `failed: ${r.reason}`;
}
console.log(handle({ success: true, data: [1] }), handle({ success: false, reason: "x" }));
