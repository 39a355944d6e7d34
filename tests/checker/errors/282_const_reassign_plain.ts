const status = "pending";
const ok = [1, 2].every((x) => x > 0);
if (ok) {
  status = "done";
}
