async function getName(): Promise<string> {
  return "ann";
}
async function getAge(): Promise<number> {
  return 30;
}
async function main(): Promise<void> {
  const [name, age] = await Promise.all([getName(), getAge()]);
  console.log(name.toUpperCase(), age.toFixed(0));
}
main();
