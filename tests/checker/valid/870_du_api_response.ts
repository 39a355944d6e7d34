type ApiResponse<T> =
  | { status: "ok"; data: T }
  | { status: "error"; code: number; message: string }
  | { status: "loading" };
function render(r: ApiResponse<string[]>): string {
  if (r.status === "ok") return r.data.join(", ");
  if (r.status === "error") return `E${r.code}: ${r.message}`;
  return "...";
}
console.log(render({ status: "ok", data: ["a"] }), render({ status: "loading" }));
