async function loadName(id: number): Promise<string> {
  if (id > 0) {
    return "user" + id;
  }
}
