type State = "idle" | "loading" | "done";
function isError(s: State): boolean {
  return s === "error";
}
