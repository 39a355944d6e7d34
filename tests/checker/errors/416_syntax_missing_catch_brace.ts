try {
  JSON.parse("x");
} catch (e)
  console.log(e);
