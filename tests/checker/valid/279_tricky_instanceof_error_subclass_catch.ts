class HttpError extends Error {
  constructor(public status: number) {
    super(`http ${status}`);
  }
}
function run(): string {
  try {
    throw new HttpError(404);
  } catch (e: unknown) {
    if (e instanceof HttpError && e.status === 404) return "not found";
    return "other";
  }
}
console.log(run());
