type Mode = "read" | "write";
function check(m: Mode) {
  if (m === "delete") {
    console.log("deleting");
  }
}
check("read");
