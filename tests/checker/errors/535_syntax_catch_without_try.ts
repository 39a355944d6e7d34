function parse(s: string) {
  JSON.parse(s);
} catch (e) {
  console.log(e);
}
