class ValidationError extends Error {
  constructor(
    public field: string,
    message: string,
  ) {
    super(message);
    this.name = "ValidationError";
  }
}
function validate(age: number): void {
  if (age < 0) throw new ValidationError("age", "must be positive");
}
try {
  validate(-1);
} catch (e) {
  if (e instanceof ValidationError) console.log(e.field, e.message);
}
