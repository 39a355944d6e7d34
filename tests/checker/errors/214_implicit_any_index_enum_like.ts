const Colors = { red: "#f00", green: "#0f0" } as const;
function hex(name: string) {
  return Colors[name];
}
