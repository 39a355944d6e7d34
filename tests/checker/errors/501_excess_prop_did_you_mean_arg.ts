interface Query {
  limit: number;
  offset: number;
}
function search(term: string, q: Query): string {
  return `${term}:${q.limit}:${q.offset}`;
}
search("x", { limit: 10, ofset: 0 });
