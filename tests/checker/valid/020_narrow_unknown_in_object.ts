function getId(v: unknown): number | undefined {
  if (typeof v === "object" && v !== null && "id" in v && typeof v.id === "number") {
    return v.id;
  }
  return undefined;
}
console.log(getId({ id: 5 }), getId("x"));
