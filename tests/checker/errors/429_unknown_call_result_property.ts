function parsePayload(text: string): unknown {
  return JSON.parse(text);
}
const payload = parsePayload('{"user": {"name": "ann"}}');
console.log(parsePayload("{}").user);
