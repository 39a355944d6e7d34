const ids: number[] = [];
const input = "1,2,3";
for (const part of input.split(",")) {
  ids.push(part);
}
