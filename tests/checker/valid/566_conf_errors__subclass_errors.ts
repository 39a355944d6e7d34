// Custom error subclasses: name via prototype or field, instanceof chain, toString, inspect.
class AppError extends Error { constructor(msg: string, readonly code: number) { super(msg); this.name = "AppError"; } }
class NotFound extends AppError { constructor(what: string) { super(`${what} not found`, 404); this.name = "NotFound"; } }
class Quiet extends Error {}
const e = new NotFound("user");
console.log(e.name, e.message, e.code, e instanceof NotFound, e instanceof AppError, e instanceof Error, String(e), Object.keys(e));
console.log(String(new Quiet("q")), new Quiet("q").name, Object.prototype.toString.call(e), e.constructor.name);
try { throw e; } catch (err) { if (err instanceof AppError) console.log("app error", err.code); }
