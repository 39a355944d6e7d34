const allowed = ["read", "write"];
if (allowed.include("read")) {
  console.log("ok");
}
