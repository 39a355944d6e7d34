enum Http { OK = 200, NotFound = 404, ServerError = 500 }
function name(code: number): string {
  return Http[code] ?? "Unknown";
}
const codes: Http[] = [Http.OK, Http.NotFound];
console.log(codes.map((c) => `${c}=${Http[c]}`), name(500), name(201));
