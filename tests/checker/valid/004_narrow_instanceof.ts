class NotFound extends Error {
  constructor(public resource: string) {
    super(`${resource} not found`);
  }
}
function report(e: Error | string): string {
  if (e instanceof NotFound) {
    return `missing: ${e.resource}`;
  }
  if (e instanceof Error) {
    return e.message;
  }
  return e;
}
console.log(report(new NotFound("user")), report("plain"));
