interface Query { limit: number; offset: number }
function list(q: Query): string[] {
  return [];
}
list({ limit: "10", offset: 0 });
