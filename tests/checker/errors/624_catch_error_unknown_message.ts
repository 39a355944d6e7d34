try {
  JSON.parse("{");
} catch (err) {
  console.log(err.message);
}
