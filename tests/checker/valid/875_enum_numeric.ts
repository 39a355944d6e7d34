enum Priority { Low, Medium, High }
function label(p: Priority): string {
  switch (p) {
    case Priority.Low: return "low";
    case Priority.Medium: return "medium";
    case Priority.High: return "high";
  }
}
console.log(label(Priority.High), Priority.Medium, Priority[0]);
