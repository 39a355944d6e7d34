// Custom error classes extending Error; instanceof; catching by type.
class ValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ValidationError";
  }
}

class FieldError extends ValidationError {
  constructor(
    public field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = "FieldError";
  }
}

class NotFoundError extends Error {
  readonly status = 404;
  constructor(what: string) {
    super(`${what} not found`, { cause: what });
    this.name = "NotFoundError";
  }
}

function validate(input: { age?: number; name?: string }) {
  if (input.name === undefined) throw new FieldError("name", "is required");
  if (input.age === undefined || input.age < 0) throw new ValidationError("age must be >= 0");
  return "valid";
}

for (const input of [{ name: "a", age: 3 }, { age: 1 }, { name: "b", age: -1 }]) {
  try {
    console.log(validate(input));
  } catch (e) {
    if (e instanceof FieldError) console.log("field error on", e.field, "-", e.message);
    else if (e instanceof ValidationError) console.log("validation error:", e.message);
    else throw e;
  }
}

const fe = new FieldError("email", "is invalid");
console.log(fe instanceof FieldError, fe instanceof ValidationError, fe instanceof Error, fe instanceof TypeError);
console.log(fe.name, fe.message, String(fe), Object.prototype.toString.call(fe));
console.log(Object.keys(fe), fe.field);

try {
  throw new NotFoundError("user 7");
} catch (e) {
  const err = e as NotFoundError;
  console.log(err.name, err.message, err.status, err.cause, err instanceof NotFoundError);
}

// A hierarchy used to map errors to responses.
class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
    this.name = this.constructor.name;
  }
  toResponse() {
    return { status: this.status, error: this.message, type: this.name };
  }
}
class BadRequest extends HttpError {
  constructor(msg = "bad request") {
    super(400, msg);
  }
}
class Unauthorized extends HttpError {
  constructor() {
    super(401, "unauthorized");
  }
}
const errors: Error[] = [new BadRequest(), new Unauthorized(), new BadRequest("missing id"), new RangeError("r")];
for (const e of errors) {
  console.log(e instanceof HttpError ? e.toResponse() : `plain ${e.name}: ${e.message}`);
}

// Errors thrown by the engine are instances of the built-in classes.
try {
  (null as any).x;
} catch (e) {
  console.log(e instanceof TypeError, e instanceof Error, (e as Error).constructor === TypeError);
}
