function hasMessage(e: unknown): e is { message: string } {
  return typeof e === "object" && e !== null && "message" in e && typeof e.message === "string";
}
try {
  throw new Error("oops");
} catch (e) {
  console.log(hasMessage(e) ? e.message : "unknown error");
}
