function parseRow(line: string): Row {
  const [name, value] = line.split(",");
  return { name, value: Number(value) };
}
