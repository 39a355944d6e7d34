type AppError =
  | { code: "NOT_FOUND"; resource: string }
  | { code: "INVALID"; fields: string[] }
  | { code: "RATE_LIMIT"; retryAfter: number };
function message(e: AppError): string {
  switch (e.code) {
    case "NOT_FOUND": return `${e.resource} not found`;
    case "INVALID": return `invalid: ${e.fields.join(", ")}`;
    case "RATE_LIMIT": return `retry in ${e.retryAfter}s`;
  }
}
const errs: AppError[] = [{ code: "INVALID", fields: ["a", "b"] }, { code: "RATE_LIMIT", retryAfter: 3 }];
errs.forEach((e) => console.log(message(e)));
