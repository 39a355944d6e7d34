function findNode(id: string): { label: string } | null {
  return id === "root" ? { label: "Root" } : null;
}
console.log(findNode("root").label);
