const rows = [{ name: "a", date: "2024-01-01", value: 3 }];
function sortRows(by: "date" | "name" | "value") {
  return [...rows].sort((a, b) => String(a[by]).localeCompare(String(b[by])));
}
sortRows("amount");
