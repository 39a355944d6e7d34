type Status = "active" | "paused";
function label(s: Status): string {
  switch (s) {
    case "active":
      return "A";
    case "stopped":
      return "S";
    default:
      return "?";
  }
}
