const n = 3;
if n > 2:
  console.log("big");
