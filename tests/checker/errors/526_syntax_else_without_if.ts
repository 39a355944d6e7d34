const ok = true;
if (ok) {
  console.log("yes");
}}
else {
  console.log("no");
}
