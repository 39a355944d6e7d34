const status = { ok: "✅ done", fail: "❌ failed" };
function render(s: keyof typeof status): string {
  return "🚀 " + status[s] + " 🎉" + status.unknown;
}
console.log(render("ok"), "👍", render("maybe"));
