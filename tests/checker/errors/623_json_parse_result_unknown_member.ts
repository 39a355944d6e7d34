function read(raw: string) {
  const data: unknown = JSON.parse(raw);
  return data.items;
}
console.log(read("{}"));
