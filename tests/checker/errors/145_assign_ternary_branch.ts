function grade(score: number): "pass" | "fail" {
  return score >= 50 ? "pass" : "failed";
}
