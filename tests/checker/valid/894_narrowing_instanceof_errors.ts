class HttpError extends Error {
  constructor(public status: number, msg: string) { super(msg); }
}
function handle(e: unknown): string {
  if (e instanceof HttpError) return `${e.status} ${e.message}`;
  if (e instanceof Error) return e.message;
  return String(e);
}
try {
  throw new HttpError(404, "not found");
} catch (err) {
  console.log(handle(err));
}
console.log(handle("x"));
