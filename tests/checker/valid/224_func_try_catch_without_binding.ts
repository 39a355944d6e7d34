function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
console.log(safeJson("[1]"), safeJson("{"));
